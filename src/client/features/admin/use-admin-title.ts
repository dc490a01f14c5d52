import { fillTemplate } from '../../../domain/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_TEXT } from './admin-texts';

/** Decision 0227: an admin screen's tab title, "<screen> — Spend Promo Rewards Admin". */
export function useAdminTitle(screen: string): void {
  useDocumentTitle(fillTemplate(ADMIN_TEXT.pageTitle, { screen }));
}
