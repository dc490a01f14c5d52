import { useLayoutEffect, useRef } from 'react';
import { fillTemplate } from '../../../domain/messages';
import { Button } from '../../ui/button';
import { ADMIN_TEXT } from './admin-texts';

// The admin's server-paged tables (the audit trail, decision 0121; a cardholder's transactions and orders,
// decision 0143) share one pager: Previous and Next (react-aria buttons, so keyboard-usable) around "Page X of Y".
// The button that reached the first or last page turns disabled, which drops its focus to the page body: the
// focus then goes to the other button, so a keyboard user stays on the pager.

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
  const nav = useRef<HTMLElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  const atStart = page <= 1;
  const atEnd = page >= pages;
  useLayoutEffect(() => {
    const which = pressed.current;
    pressed.current = null;
    const buttons = nav.current?.querySelectorAll('button');
    const reachedEnd = (which === 'next' && atEnd) || (which === 'previous' && atStart);
    if (!buttons || !reachedEnd) return;
    const other = which === 'next' ? buttons[0] : buttons[buttons.length - 1];
    other?.focus();
  }, [atStart, atEnd]);
  const press = (which: 'previous' | 'next', to: number) => {
    pressed.current = which;
    onPage(to);
  };
  return (
    <nav ref={nav} className="admin-pager" aria-label={fillTemplate(text.label, { table: label })}>
      <Button variant="secondary" isDisabled={atStart} onPress={() => press('previous', page - 1)}>
        {text.previous}
      </Button>
      <span aria-live="polite">{fillTemplate(text.page, { page, pages, entries: text.entries(total) })}</span>
      <Button variant="secondary" isDisabled={atEnd} onPress={() => press('next', page + 1)}>
        {text.next}
      </Button>
    </nav>
  );
}
