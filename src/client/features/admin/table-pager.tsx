import { fillTemplate } from '../../../domain/messages';
import { Button } from '../../ui/button';
import { ADMIN_TEXT } from './admin-texts';

// The admin's server-paged tables (the audit trail, decision 0121; a cardholder's transactions and orders,
// decision 0143) share one pager: Previous and Next (react-aria buttons, so keyboard-usable) around "Page X of Y".

const text = ADMIN_TEXT.pager;

export interface TablePagerProps {
  /** Names the navigation landmark after its table. */
  readonly label: string;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

export function TablePager({ label, page, pageSize, total, onPage }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={fillTemplate(text.label, { table: label })}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {text.previous}
      </Button>
      <span aria-live="polite">{fillTemplate(text.page, { page, pages, entries: text.entries(total) })}</span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {text.next}
      </Button>
    </nav>
  );
}
