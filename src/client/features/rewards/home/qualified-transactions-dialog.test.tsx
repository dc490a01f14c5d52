import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEND_GOALS_TWO_TIERS, toSpendGoals } from '../../../../domain/campaign-config';
import { aCategory, aCredit, aTransaction, homeModelOf } from '../testing/dashboard-fixtures';
import { QualifiedTransactionsDialog } from './qualified-transactions-dialog';

afterEach(cleanup);

const CATEGORIES = [
  aCategory({ id: 1, mccID: 5411, name: 'BPI - Groceries', count: 1 }),
  aCategory({ id: 2, mccID: 5812, name: 'Restaurants', count: 1 }),
  aCategory({ id: 3, mccID: 7011, name: 'Hotels', count: 0 }),
];

function renderDialog(options: { transactions: ReturnType<typeof aTransaction>[]; mccID?: number | null }) {
  const model = homeModelOf({
    credit: aCredit(),
    transactions: options.transactions,
    orders: [],
    categories: CATEGORIES,
    goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
    timeZone: 'Asia/Manila',
    redemptionEndDateTime: '2023-11-30T15:59:59Z',
  });
  const onFilterChange = vi.fn();
  render(
    <QualifiedTransactionsDialog
      isOpen
      model={model}
      timeZone="Asia/Manila"
      mccID={options.mccID ?? null}
      onFilterChange={onFilterChange}
      onClose={vi.fn()}
    />,
  );
  return { onFilterChange, dialog: screen.getByRole('dialog', { name: 'Qualified Transactions' }) };
}

const rows = () => within(screen.getByRole('grid', { name: 'Qualified transactions' })).queryAllByRole('row');

describe('QualifiedTransactionsDialog (spec §2)', () => {
  const dinner = aTransaction({
    referenceNo: 'ABC-000123',
    location: 'KUSINA GRILL MAKATI CITY PHILIPPINE', // 35 characters: cut by the bank
    mccID: 5812,
    value: 2_450.5,
    transactionDateTime: '2023-08-05T12:00:00Z',
  });
  const groceries = aTransaction({ mccID: 5411, transactionDateTime: '2023-08-09T01:00:00Z' });

  it('spec §2: registration date, the 5-7 banking days note and the reached category icons', () => {
    const { dialog } = renderDialog({ transactions: [dinner] });
    expect(within(dialog).getByText('Registered on Jul 01, 2023')).toBeTruthy();
    expect(
      within(dialog).getByText('Kindly expect transactions to reflect after 5-7 banking days from the date of posting'),
    ).toBeTruthy();
    const icons = within(within(dialog).getByRole('list', { name: 'Merchant categories reached' })).getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('alt'))).toEqual(['Groceries', 'Restaurants']);
  });

  it('spec §2, §5: a row shows location (lowercase, … at 35), reference after the hyphen, category, date, amount', () => {
    renderDialog({ transactions: [dinner, groceries] });
    const [newest, older] = rows();
    expect(newest?.textContent).toContain('Groceries');
    expect(older?.textContent).toContain('kusina grill makati city philippine...');
    expect(older?.textContent).toContain('000123 · Restaurants · Aug 05, 2023');
    expect(older?.textContent).toContain('P2,450.50');
  });

  it('spec §2: filtered to a category, only its rows and a removable chip', () => {
    const { onFilterChange } = renderDialog({ transactions: [dinner, groceries], mccID: 5812 });
    expect(rows()).toHaveLength(1);
    const chip = screen.getByRole('row', { name: 'Restaurants' });
    fireEvent.click(within(chip).getByRole('button', { name: /Remove category filter/ }));
    expect(onFilterChange).toHaveBeenCalledWith(null);
  });

  it.each([
    [null, "You don't have qualified transactions yet. Use your card more to gain progress."],
    [7011, "You don't have qualified transactions in Hotels yet."],
  ])('spec §2 empty text, category %s', (mccID, text) => {
    renderDialog({ transactions: mccID === null ? [] : [dinner], mccID });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Qualified transactions' })).toBeNull();
  });

  it('spec §2: choosing a category in the filter, and All categories again', () => {
    const { onFilterChange, dialog } = renderDialog({ transactions: [dinner] });
    fireEvent.click(within(dialog).getByRole('button', { name: /Merchant category/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Restaurants' }));
    expect(onFilterChange).toHaveBeenLastCalledWith(5812);
  });

  it('a reached category without an image shows its initial, named for screen readers', () => {
    cleanup();
    const model = homeModelOf({
      credit: aCredit(),
      transactions: [],
      orders: [],
      categories: [aCategory({ mccID: 1, name: 'BPI - Books', count: 1, image: null })],
      goals: toSpendGoals(SPEND_GOALS_TWO_TIERS),
      timeZone: 'Asia/Manila',
      redemptionEndDateTime: '2023-11-30T15:59:59Z',
    });
    render(
      <QualifiedTransactionsDialog
        isOpen
        model={model}
        timeZone="Asia/Manila"
        mccID={1}
        onFilterChange={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Books' }).textContent).toBe('B');
  });
});
