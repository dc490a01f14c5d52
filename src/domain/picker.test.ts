import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Merchant } from './entities';
import { type Centavos, centavos, pesosToCentavos } from './money';
import {
  applyQuantityChange,
  bonusSelection,
  canSelectMerchant,
  EMPTY_SELECTION,
  isProceedDisabled,
  type MainRedemptionInput,
  remainingBalance,
  type Selection,
  selectionFromRedeemRewards,
  selectionTotal,
  stepperState,
  toRedeemRewards,
  validateBonusRedemption,
  validateMainRedemption,
  visibleRewards,
} from './picker';

const pesos = (amount: number): Centavos => pesosToCentavos(amount);

const merchantOf = (id: number, overrides: Partial<Merchant> = {}): Merchant => ({
  id,
  merchantID: 100 + id,
  denominationID: 200 + id,
  name: `Merchant ${id}`,
  description: null,
  image: null,
  value: 500,
  quantity: 1,
  locationsUrl: null,
  isForPlatinumOnly: false,
  isAvailable: true,
  ...overrides,
});

const REGULAR = merchantOf(1);
const REGULAR_1000 = merchantOf(2, { value: 1_000 });
const PREMIUM = merchantOf(3, { isForPlatinumOnly: true });
const UNAVAILABLE = merchantOf(4, { isAvailable: false });
const FREE = merchantOf(5, { value: 0 });
const MERCHANTS = [REGULAR, REGULAR_1000, PREMIUM, UNAVAILABLE, FREE];
const PLATINUM = [7, 9];
const PREMIUM_CARD = 9;
const REGULAR_CARD = 8;

const selectionOf = (...entries: [number, number][]): Selection => new Map(entries);

describe('canSelectMerchant (spec §5, §6)', () => {
  it.each([
    ['regular reward, regular card', REGULAR, REGULAR_CARD, true],
    ['regular reward, no card type', REGULAR, null, true],
    ['premium reward, card type in the premium list', PREMIUM, PREMIUM_CARD, true],
    ['premium reward, card type not in the premium list', PREMIUM, REGULAR_CARD, false],
    ['premium reward, no card type', PREMIUM, null, false],
  ] as const)(
    'spec §5: premium-only merchants can be selected only when the card type number is in the premium list — %s',
    (_name, merchant, cardTypeID, expected) => {
      expect(canSelectMerchant(merchant, cardTypeID, PLATINUM)).toBe(expected);
    },
  );
});

describe('visibleRewards (spec §3)', () => {
  it("spec §3: 'Only available rewards are shown'", () => {
    expect(visibleRewards(MERCHANTS)).toEqual([REGULAR, REGULAR_1000, PREMIUM, FREE]);
  });
});

describe('selectionTotal and remainingBalance (spec §5)', () => {
  it.each([
    ['nothing chosen', EMPTY_SELECTION, 0],
    ['2 × P500 and 1 × P1,000', selectionOf([1, 2], [2, 1]), 2_000],
    ['an unknown reward counts for nothing', selectionOf([1, 1], [99, 3]), 500],
  ] as const)('the selection costs value × quantity — %s', (_name, selection, total) => {
    expect(selectionTotal(selection, MERCHANTS)).toBe(pesos(total));
    expect(remainingBalance(pesos(5_000), selection, MERCHANTS)).toBe(pesos(5_000 - total));
  });
});

describe('stepperState (spec §5 Quantity stepper)', () => {
  it.each([
    [-1, true],
    [0, true],
    [1, false],
  ])("spec §5: 'minus disabled at zero' — quantity %s", (quantity, minusDisabled) => {
    expect(stepperState(REGULAR, quantity, pesos(5_000), true).minusDisabled).toBe(minusDisabled);
  });

  it.each([
    [499.99, true],
    [500, false],
    [500.01, false],
  ])(
    "spec §5: 'plus disabled when the balance is below the merchant value' — balance left %s",
    (remaining, plusDisabled) => {
      expect(stepperState(REGULAR, 0, pesos(remaining), true).plusDisabled).toBe(plusDisabled);
    },
  );

  it('spec §5: plus disabled for a premium-only reward the card type may not select; minus still takes it back', () => {
    expect(stepperState(PREMIUM, 1, pesos(5_000), false)).toEqual({ minusDisabled: false, plusDisabled: true });
  });

  it('spec §3: plus disabled for a reward that is not available', () => {
    expect(stepperState(UNAVAILABLE, 0, pesos(5_000), true).plusDisabled).toBe(true);
  });
});

describe('applyQuantityChange (spec §5)', () => {
  const change = (selection: Selection, merchantId: number, quantity: number, balance = 1_500) =>
    applyQuantityChange({ selection, merchants: MERCHANTS, balance: pesos(balance), merchantId, quantity });

  it.each([
    [1_499.99, 3, 2],
    [1_500, 3, 3],
    [1_500.01, 3, 3],
    [1_500, 4, 3],
    [999.99, 2, 1],
  ])('spec §5: never beyond the balance — balance %s, wanted %s, kept %s', (balance, wanted, kept) => {
    expect(change(EMPTY_SELECTION, REGULAR.id, wanted, balance).get(REGULAR.id)).toBe(kept);
  });

  it('spec §5: the balance left after the other rewards is what limits this one', () => {
    const selection = selectionOf([REGULAR_1000.id, 1]);
    expect(change(selection, REGULAR.id, 5, 2_000)).toEqual(selectionOf([REGULAR_1000.id, 1], [REGULAR.id, 2]));
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['not a number', Number.NaN],
  ])('spec §5: a quantity never goes below zero; zero removes the reward — %s', (_name, quantity) => {
    expect(change(selectionOf([REGULAR.id, 2]), REGULAR.id, quantity).has(REGULAR.id)).toBe(false);
  });

  it('quantities are whole numbers', () => {
    expect(change(EMPTY_SELECTION, REGULAR.id, 1.9).get(REGULAR.id)).toBe(1);
  });

  it('an earlier choice now over the balance is cut back to what fits', () => {
    expect(change(selectionOf([REGULAR.id, 5]), REGULAR.id, 5, 1_000).get(REGULAR.id)).toBe(2);
  });

  it.each([
    ['unknown reward', 99, 1],
    ['no change', REGULAR.id, 2],
    ['unavailable reward', UNAVAILABLE.id, 1],
    ['reward priced at zero', FREE.id, 1],
  ])('the selection is returned as it was — %s', (_name, merchantId, quantity) => {
    const selection = selectionOf([REGULAR.id, 2]);
    expect(change(selection, merchantId, quantity)).toBe(selection);
  });

  it('the selection given is never changed', () => {
    const selection = selectionOf([REGULAR.id, 1]);
    const next = change(selection, REGULAR.id, 2);
    expect([selection.get(REGULAR.id), next.get(REGULAR.id)]).toEqual([1, 2]);
  });

  it('spec §5: any sequence of quantity changes keeps the total within the balance and no quantity negative', () => {
    const ids = MERCHANTS.map((merchant) => merchant.id).concat(99);
    const step = fc.record({ merchantId: fc.constantFrom(...ids), quantity: fc.integer({ min: -5, max: 30 }) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.array(step, { maxLength: 30 }), (raw, steps) => {
        const balance = centavos(raw);
        let selection = EMPTY_SELECTION;
        for (const each of steps) {
          selection = applyQuantityChange({ selection, merchants: MERCHANTS, balance, ...each });
          const quantities = [...selection.values()];
          if (selectionTotal(selection, MERCHANTS) > balance) return false;
          if (quantities.some((quantity) => quantity <= 0 || !Number.isInteger(quantity))) return false;
        }
        return true;
      }),
    );
  });
});

describe('bonusSelection (spec §5)', () => {
  it("spec §5: 'One reward only, quantity 1, on bonus redemptions' — a pick is that one reward alone", () => {
    expect(bonusSelection(REGULAR.id)).toEqual(selectionOf([REGULAR.id, 1]));
  });
});

describe('isProceedDisabled (spec §5)', () => {
  it.each([
    [false, EMPTY_SELECTION, true],
    [false, selectionOf([REGULAR.id, 0]), true],
    [false, selectionOf([REGULAR.id, 1]), false],
    [true, selectionOf([REGULAR.id, 1]), true],
    [true, EMPTY_SELECTION, true],
  ])(
    "spec §5: 'Proceed is disabled while loading or with no selection' — loading %s, case %#",
    (loading, selection, disabled) => {
      expect(isProceedDisabled({ loading, selection })).toBe(disabled);
    },
  );
});

describe('toRedeemRewards and selectionFromRedeemRewards (spec §7 main redeem payload)', () => {
  it('spec §7: rewards [{merchant {id}, denomination {id}, quantity}]', () => {
    const selection = selectionOf([REGULAR.id, 2], [REGULAR_1000.id, 1], [PREMIUM.id, 0], [99, 4]);
    expect(toRedeemRewards(selection, MERCHANTS)).toEqual([
      { merchant: { id: 101 }, denomination: { id: 201 }, quantity: 2 },
      { merchant: { id: 102 }, denomination: { id: 202 }, quantity: 1 },
    ]);
  });

  it('spec §7: one payload item per merchant and denomination, even when listed under two entries', () => {
    const twin = merchantOf(6, { merchantID: REGULAR.merchantID, denominationID: REGULAR.denominationID });
    const rewards = toRedeemRewards(selectionOf([REGULAR.id, 1], [twin.id, 2]), [REGULAR, twin]);
    expect(rewards).toEqual([{ merchant: { id: 101 }, denomination: { id: 201 }, quantity: 3 }]);
  });

  it('the server reads the payload back into the same selection', () => {
    const selection = selectionOf([REGULAR.id, 2], [PREMIUM.id, 1]);
    expect(selectionFromRedeemRewards(toRedeemRewards(selection, MERCHANTS), MERCHANTS)).toEqual({
      ok: true,
      selection,
    });
  });

  const item = { merchant: { id: 101 }, denomination: { id: 201 }, quantity: 1 };
  it.each([
    ['UNKNOWN_REWARD', [{ ...item, denomination: { id: 999 } }]],
    ['DUPLICATE_REWARD', [item, item]],
  ])('a payload naming no catalogue reward, or one reward twice, is refused — %s', (reason, rewards) => {
    expect(selectionFromRedeemRewards(rewards, MERCHANTS)).toEqual({ ok: false, reason });
  });
});

describe('validateMainRedemption (spec §5, §7)', () => {
  const base = { merchants: MERCHANTS, balance: pesos(1_500), creditsExpired: false, platinumCardTypeIDs: PLATINUM };
  const validate = (selection: Selection, overrides: Partial<MainRedemptionInput> = {}) =>
    validateMainRedemption({ ...base, cardTypeID: REGULAR_CARD, selection, ...overrides });

  it.each([
    [1_499.99, { ok: false, reason: 'OVER_BALANCE' }],
    [1_500, { ok: true }],
    [1_500.01, { ok: true }],
  ])('spec §5: the eGCs chosen must fit in the balance — balance %s for 3 × P500', (balance, result) => {
    expect(validate(selectionOf([REGULAR.id, 3]), { balance: pesos(balance) })).toEqual(result);
  });

  it.each([
    ['EMPTY_SELECTION', EMPTY_SELECTION, {}],
    ['INVALID_QUANTITY', selectionOf([REGULAR.id, 0]), {}],
    ['INVALID_QUANTITY', selectionOf([REGULAR.id, -1]), {}],
    ['INVALID_QUANTITY', selectionOf([REGULAR.id, 1.5]), {}],
    ['INVALID_QUANTITY', selectionOf([REGULAR.id, Number.MAX_SAFE_INTEGER + 1]), {}],
    ['UNKNOWN_REWARD', selectionOf([99, 1]), {}],
    ['UNAVAILABLE', selectionOf([UNAVAILABLE.id, 1]), {}],
    ['UNAVAILABLE', selectionOf([FREE.id, 1]), {}],
    ['PREMIUM_ONLY', selectionOf([PREMIUM.id, 1]), {}],
    ['PREMIUM_ONLY', selectionOf([PREMIUM.id, 1]), { cardTypeID: null }],
    ['CREDITS_EXPIRED', selectionOf([REGULAR.id, 1]), { creditsExpired: true }],
    ['OVER_BALANCE', selectionOf([REGULAR.id, Number.MAX_SAFE_INTEGER]), {}],
    ['OVER_BALANCE', selectionOf([REGULAR.id, 1]), { balance: pesos(0) }],
  ] as const)(
    'spec §5: a redemption the picker would not allow is refused — %s (case %#)',
    (reason, selection, overrides) => {
      expect(validate(selection, overrides)).toEqual({ ok: false, reason });
    },
  );

  it('spec §6: a premium cardholder may also claim premium-only rewards', () => {
    expect(validate(selectionOf([PREMIUM.id, 1], [REGULAR.id, 2]), { cardTypeID: PREMIUM_CARD })).toEqual({ ok: true });
  });
});

describe('validateBonusRedemption (spec §5, §7)', () => {
  const validate = (selection: Selection, cardTypeID: number | null = REGULAR_CARD) =>
    validateBonusRedemption({ selection, merchants: MERCHANTS, cardTypeID, platinumCardTypeIDs: PLATINUM });

  it.each([
    ['EMPTY_SELECTION', EMPTY_SELECTION],
    ['NOT_SINGLE_REWARD', selectionOf([REGULAR.id, 1], [REGULAR_1000.id, 1])],
    ['NOT_SINGLE_REWARD', selectionOf([REGULAR.id, 2])],
    ['INVALID_QUANTITY', selectionOf([REGULAR.id, 0])],
    ['UNKNOWN_REWARD', selectionOf([99, 1])],
    ['UNAVAILABLE', selectionOf([UNAVAILABLE.id, 1])],
    ['PREMIUM_ONLY', selectionOf([PREMIUM.id, 1])],
  ] as const)(
    "spec §5: 'One reward only, quantity 1, on bonus redemptions' — refused with %s (case %#)",
    (reason, selection) => {
      expect(validate(selection)).toEqual({ ok: false, reason });
    },
  );

  it.each([
    ['a regular reward', REGULAR.id, REGULAR_CARD],
    ['a premium reward for a premium card', PREMIUM.id, PREMIUM_CARD],
  ])('spec §5: one available reward, quantity 1, is accepted — %s', (_name, merchantId, cardTypeID) => {
    expect(validate(bonusSelection(merchantId), cardTypeID)).toEqual({ ok: true });
  });
});
