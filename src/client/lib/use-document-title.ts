import { useEffect } from 'react';

/**
 * Decision 0227: each screen names itself in the browser tab and history ("Audit trail and admins — Spend Promo
 * Rewards Admin"), so a tab, a bookmark and a screen reader's page announcement say which screen it is. The title
 * before goes back when the screen goes (the next screen sets its own).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    // null: this screen's title is set by a screen inside it (the admin screens', decision 0227).
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
