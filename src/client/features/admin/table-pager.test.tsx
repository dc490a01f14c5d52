import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TablePager } from './table-pager';

afterEach(cleanup);

function renderPager(page: number, total: number) {
  const asked: number[] = [];
  render(<TablePager label="Transactions" page={page} pageSize={10} total={total} onPage={(to) => asked.push(to)} />);
  const nav = within(screen.getByRole('navigation', { name: 'Transactions pages' }));
  return { asked, nav };
}

describe('TablePager (decision 0143: one pager for the server-paged admin tables)', () => {
  it('says where it is, and Previous is off on the first page', async () => {
    const { asked, nav } = renderPager(1, 25);
    expect(nav.getByText('Page 1 of 3 (25 entries)')).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      fireEvent.click(nav.getByRole('button', { name: 'Next page' }));
    });
    expect(asked).toEqual([2]);
  });

  it('Next is off on the last page; Previous asks for the one before', async () => {
    const { asked, nav } = renderPager(3, 25);
    expect(nav.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      fireEvent.click(nav.getByRole('button', { name: 'Previous page' }));
    });
    expect(asked).toEqual([2]);
  });

  it('no rows is still page 1 of 1', () => {
    const { nav } = renderPager(1, 0);
    expect(nav.getByText('Page 1 of 1 (0 entries)')).toBeTruthy();
  });

  it('one row is one entry, not "1 entries"', () => {
    const { nav } = renderPager(1, 1);
    expect(nav.getByText('Page 1 of 1 (1 entry)')).toBeTruthy();
  });

  it('reaching the last page by keyboard keeps the focus on the pager: on Previous, as Next turns off', async () => {
    const onPage = (to: number) => view.rerender(pager(to));
    const pager = (page: number) => (
      <TablePager label="Transactions" page={page} pageSize={10} total={25} onPage={onPage} />
    );
    const view = render(pager(2));
    const nav = within(screen.getByRole('navigation', { name: 'Transactions pages' }));
    const next = nav.getByRole('button', { name: 'Next page' });
    next.focus();
    await act(async () => {
      fireEvent.keyDown(next, { key: 'Enter' });
      fireEvent.keyUp(next, { key: 'Enter' });
    });
    expect(nav.getByText('Page 3 of 3 (25 entries)')).toBeTruthy();
    expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Previous page' }));
  });
});
