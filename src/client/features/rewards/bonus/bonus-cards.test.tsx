import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import {
  aCredit,
  anOrder,
  aRecord,
  aTransaction,
  bonusInput,
  categoriesReaching,
  seededBonusClient,
} from '../testing/bonus-fixtures';
import { BonusCards } from './bonus-cards';

afterEach(cleanup);

const OVER_MINIMUM_TIER = aTransaction({ value: 80_000 });

async function renderCards(overrides: Parameters<typeof bonusInput>[0]) {
  const { promo } = bonusInput(overrides);
  await renderWithRouter(() => <BonusCards bonus={promo.bonus} />, { queryClient: seededBonusClient() });
}

const cardOf = (title: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  return within(heading.closest('li') as HTMLElement);
};

describe('BonusCards (spec §2 Bonus cards)', () => {
  it('Frequency Spend: its text and View Progress to /bonusclaim with amount 3000', async () => {
    await renderCards({});
    const card = cardOf('Frequency Spend');
    expect(
      card.getByText('Use your card anywhere fifteen (15) times every promo month to earn bonus rewards.'),
    ).toBeTruthy();
    expect(card.getByRole('link', { name: 'View Progress' }).getAttribute('href')).toBe('/bonusclaim?amount=3000');
  });

  it.each([
    [5, "You're at (0 of 3)", '3 more to go!'],
    [6, "You're at (1 of 3)", '2 more to go!'],
    [7, "You're at (2 of 3)", '1 more to go!'],
    [8, "You're at (3 of 3)", 'Completed'],
  ])('Extra Three with %i categories reached: %s, then %s', async (reached, progress, status) => {
    await renderCards({ categories: categoriesReaching(reached) });
    const card = cardOf('Extra Three');
    expect(card.getByText('Make 3 more merchant category spends to unlock another reward!')).toBeTruthy();
    expect(card.getByText(progress)).toBeTruthy();
    expect(card.getByText(status)).toBeTruthy();
  });

  it("Extra Three: 'Redeem now' to /bonusclaimext with amount 3000 only when allowed (spec §4)", async () => {
    await renderCards({
      categories: categoriesReaching(8),
      transactions: [OVER_MINIMUM_TIER, aRecord('BONUS3', 502)],
    });
    const link = cardOf('Extra Three').getByRole('link', { name: 'Redeem now' });
    expect(link.getAttribute('href')).toBe('/bonusclaimext?amount=3000');
  });

  it("Extra Three: 'Redeemed' once ordered, with no Redeem now", async () => {
    await renderCards({
      categories: categoriesReaching(8),
      transactions: [OVER_MINIMUM_TIER, aRecord('BONUS3', 502)],
      orders: [anOrder('BONUS3-1')],
    });
    expect(cardOf('Extra Three').getByText('Redeemed')).toBeTruthy();
    expect(cardOf('Extra Three').queryByRole('link')).toBeNull();
  });

  it.each([
    ['no installment spend', [], [], 'Have an installment purchase', false],
    [
      'a qualifying installment and its record',
      [aTransaction({ value: 35_000, type: 'S1' }), aRecord('BONUSI1', 601)],
      [],
      'Installment purchase qualified!',
      true,
    ],
    [
      'the installment order',
      [aTransaction({ value: 35_000, type: 'S1' }), aRecord('BONUSI1', 601)],
      [anOrder('BONUSI1-2')],
      'Redeemed',
      false,
    ],
  ])('Installment with %s: %s, Redeem now %s', async (_case, transactions, orders, text, redeemable) => {
    await renderCards({ transactions, orders, credit: aCredit() });
    const card = cardOf('Installment');
    expect(card.getByText('Make at least one installment spend worth P25,000')).toBeTruthy();
    expect(card.getByText(text)).toBeTruthy();
    const link = card.queryByRole('link', { name: 'Redeem now' });
    expect(link?.getAttribute('href') ?? null).toBe(redeemable ? '/bonusclaimins?amount=3000' : null);
  });

  it('decision 0164: INSTALL1-like, P35,530.25 with its installment: Redeem now and no requirement beside it', async () => {
    await renderCards({
      transactions: [
        aTransaction({ value: 28_500, type: 'S1' }),
        aTransaction({ value: 7_030.25 }),
        aRecord('BONUSI1', 601),
      ],
    });
    const installment = cardOf('Installment');
    expect(installment.getByRole('link', { name: 'Redeem now' })).toBeTruthy();
    expect(installment.queryByText(/Accumulated Spend first to redeem/)).toBeNull();
    // Nor on the Frequency card: its months need P30,000, which is met.
    expect(cardOf('Frequency Spend').queryByText(/Accumulated Spend first to redeem/)).toBeNull();
    // The Extra Three needs the P75,000 goal, not met: its card says so, and offers nothing.
    expect(cardOf('Extra Three').getByText('Meet P75,000 Accumulated Spend first to redeem')).toBeTruthy();
  });

  it('decision 0164: under P30,000 the Installment and Frequency cards ask for P30,000, not P75,000', async () => {
    await renderCards({ transactions: [aTransaction({ value: 26_000, type: 'S1' })] });
    expect(cardOf('Installment').getByText('Meet P30,000 Accumulated Spend first to redeem')).toBeTruthy();
    expect(cardOf('Frequency Spend').getByText('Meet P30,000 Accumulated Spend first to redeem')).toBeTruthy();
  });

  it('decision 0164: past the P75,000 goal no card shows a requirement', async () => {
    await renderCards({ categories: categoriesReaching(8), transactions: [OVER_MINIMUM_TIER, aRecord('BONUS3', 502)] });
    expect(screen.queryByText(/Accumulated Spend first to redeem/)).toBeNull();
  });
});
