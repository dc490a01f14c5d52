// spec §5: reward picker rules for /claim (regular eGC picker with quantities) and the bonus screens (one
// reward, quantity 1). The server re-checks every redemption with `validateMainRedemption` and
// `validateBonusRedemption`, so a rule here exists once (docs/architecture.md §1).
import type { Merchant } from './entities';
import { type Centavos, centavos, pesosToCentavos } from './money';

/** Chosen rewards: reward entry id (`Merchant.id`) → quantity. Never mutated; every change makes a new map. */
export type Selection = ReadonlyMap<number, number>;

export const EMPTY_SELECTION: Selection = new Map();

/** spec §7 main and bonus redeem payload item. */
export interface RedeemReward {
  readonly merchant: { readonly id: number };
  readonly denomination: { readonly id: number };
  readonly quantity: number;
}

const priceOf = (merchant: Merchant): Centavos => pesosToCentavos(merchant.value);

const lookup = (merchants: readonly Merchant[], id: number): Merchant | undefined =>
  merchants.find((merchant) => merchant.id === id);

/** spec §5, §6: premium-only merchants can be selected only when the card type number is in the premium list. */
export function canSelectMerchant(
  merchant: Merchant,
  cardTypeID: number | null,
  platinumCardTypeIDs: readonly number[],
): boolean {
  if (!merchant.isForPlatinumOnly) return true;
  return cardTypeID !== null && platinumCardTypeIDs.includes(cardTypeID);
}

/** spec §3: only available rewards are shown. */
export function visibleRewards(merchants: readonly Merchant[]): readonly Merchant[] {
  return merchants.filter((merchant) => merchant.isAvailable);
}

/** Sum of value × quantity of the chosen rewards; ids not in `merchants` count for nothing. */
export function selectionTotal(selection: Selection, merchants: readonly Merchant[]): Centavos {
  let total = 0;
  for (const [id, quantity] of selection) {
    const merchant = lookup(merchants, id);
    if (merchant !== undefined) total += priceOf(merchant) * quantity;
  }
  return centavos(total);
}

export function remainingBalance(balance: Centavos, selection: Selection, merchants: readonly Merchant[]): Centavos {
  return centavos(balance - selectionTotal(selection, merchants));
}

export interface StepperState {
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
}

/**
 * spec §5 Quantity stepper: minus disabled at zero; plus disabled when the balance (what is left after the
 * current selection) is below the merchant value. Plus is also disabled for a reward the cardholder may not
 * select; minus stays usable so a stale choice can still be taken back.
 */
export function stepperState(
  merchant: Merchant,
  quantity: number,
  remaining: Centavos,
  selectable: boolean,
): StepperState {
  return {
    minusDisabled: quantity <= 0,
    plusDisabled: !selectable || !merchant.isAvailable || remaining < priceOf(merchant),
  };
}

export interface QuantityChange {
  readonly selection: Selection;
  readonly merchants: readonly Merchant[];
  readonly balance: Centavos;
  readonly merchantId: number;
  /** The quantity wanted (absolute, as a number field gives it). */
  readonly quantity: number;
}

/** How many of `merchant` fit in the balance once every other chosen reward is paid for. */
const affordableQuantity = (change: QuantityChange, merchant: Merchant): number => {
  const value = priceOf(merchant);
  if (!merchant.isAvailable || value <= 0) return 0;
  const others = new Map(change.selection);
  others.delete(merchant.id);
  const left = change.balance - selectionTotal(others, change.merchants);
  return Math.max(0, Math.floor(left / value));
};

/**
 * spec §5: a new selection with the quantity clamped to [0, what the balance allows]; a quantity that
 * reaches 0 removes the reward. Unknown rewards leave the selection as it was.
 */
export function applyQuantityChange(change: QuantityChange): Selection {
  const merchant = lookup(change.merchants, change.merchantId);
  if (merchant === undefined) return change.selection;
  const wanted = Number.isNaN(change.quantity) ? 0 : Math.max(0, Math.floor(change.quantity));
  const next = Math.min(wanted, affordableQuantity(change, merchant));
  if (next === (change.selection.get(merchant.id) ?? 0)) return change.selection;
  const updated = new Map(change.selection);
  if (next === 0) updated.delete(merchant.id);
  else updated.set(merchant.id, next);
  return updated;
}

/** spec §5: 'One reward only, quantity 1, on bonus redemptions' — picking one replaces any previous pick. */
export function bonusSelection(merchantId: number): Selection {
  return new Map([[merchantId, 1]]);
}

/** spec §5: Proceed is disabled while loading or with no selection (no merchant or eGC chosen). */
export function isProceedDisabled({ loading, selection }: { loading: boolean; selection: Selection }): boolean {
  return loading || ![...selection.values()].some((quantity) => quantity > 0);
}

/**
 * spec §7 main redeem payload: `merchant.id` is the reward's `merchantID`, `denomination.id` its
 * `denominationID`. Entries for the same merchant and denomination are merged; zero quantities and
 * unknown ids are left out.
 */
export function toRedeemRewards(selection: Selection, merchants: readonly Merchant[]): readonly RedeemReward[] {
  const byPair = new Map<string, RedeemReward>();
  for (const [id, quantity] of selection) {
    const merchant = lookup(merchants, id);
    if (merchant === undefined || quantity <= 0) continue;
    const key = `${merchant.merchantID}:${merchant.denominationID}`;
    const merged = (byPair.get(key)?.quantity ?? 0) + quantity;
    byPair.set(key, {
      merchant: { id: merchant.merchantID },
      denomination: { id: merchant.denominationID },
      quantity: merged,
    });
  }
  return [...byPair.values()];
}

export type SelectionParseResult =
  | { readonly ok: true; readonly selection: Selection }
  | { readonly ok: false; readonly reason: 'UNKNOWN_REWARD' | 'DUPLICATE_REWARD' };

/** The server side of `toRedeemRewards`: payload items back to a selection over the catalogue. */
export function selectionFromRedeemRewards(
  rewards: readonly RedeemReward[],
  merchants: readonly Merchant[],
): SelectionParseResult {
  const selection = new Map<number, number>();
  for (const reward of rewards) {
    const merchant = merchants.find(
      (each) => each.merchantID === reward.merchant.id && each.denominationID === reward.denomination.id,
    );
    if (merchant === undefined) return { ok: false, reason: 'UNKNOWN_REWARD' };
    if (selection.has(merchant.id)) return { ok: false, reason: 'DUPLICATE_REWARD' };
    selection.set(merchant.id, reward.quantity);
  }
  return { ok: true, selection };
}

type RewardItemProblem = 'INVALID_QUANTITY' | 'UNKNOWN_REWARD' | 'UNAVAILABLE' | 'PREMIUM_ONLY';

export interface PremiumAccess {
  readonly cardTypeID: number | null;
  readonly platinumCardTypeIDs: readonly number[];
}

/**
 * One chosen reward: quantity a positive whole number; the reward in the catalogue, available (spec §3) and
 * priced above zero; premium-only rewards only for premium card types (spec §5, §6).
 */
function rewardItemProblem(
  id: number,
  quantity: number,
  merchants: readonly Merchant[],
  access: PremiumAccess,
): RewardItemProblem | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return 'INVALID_QUANTITY';
  const merchant = lookup(merchants, id);
  if (merchant === undefined) return 'UNKNOWN_REWARD';
  if (!merchant.isAvailable || priceOf(merchant) <= 0) return 'UNAVAILABLE';
  if (!canSelectMerchant(merchant, access.cardTypeID, access.platinumCardTypeIDs)) return 'PREMIUM_ONLY';
  return null;
}

const firstItemProblem = (
  selection: Selection,
  merchants: readonly Merchant[],
  access: PremiumAccess,
): RewardItemProblem | null => {
  for (const [id, quantity] of selection) {
    const problem = rewardItemProblem(id, quantity, merchants, access);
    if (problem !== null) return problem;
  }
  return null;
};

export interface MainRedemptionInput extends PremiumAccess {
  /** Credit balance left to spend. */
  readonly balance: Centavos;
  /** `Credit.isCreditsExpired`: an expired balance cannot be spent (spec §2 credits box). */
  readonly creditsExpired: boolean;
  readonly selection: Selection;
  readonly merchants: readonly Merchant[];
}

export type MainRedemptionResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'EMPTY_SELECTION' | 'CREDITS_EXPIRED' | 'OVER_BALANCE' | RewardItemProblem };

/** spec §5, §7: a main redemption spends credits on catalogue eGCs in quantities. */
export function validateMainRedemption(input: MainRedemptionInput): MainRedemptionResult {
  if (input.creditsExpired) return { ok: false, reason: 'CREDITS_EXPIRED' };
  if (input.selection.size === 0) return { ok: false, reason: 'EMPTY_SELECTION' };
  const problem = firstItemProblem(input.selection, input.merchants, input);
  if (problem !== null) return { ok: false, reason: problem };
  // Items are now known, whole and positive: a plain sum, so a huge quantity reads as over balance, not a crash.
  let total = 0;
  for (const [id, quantity] of input.selection) total += priceOf(lookup(input.merchants, id) as Merchant) * quantity;
  return total > input.balance ? { ok: false, reason: 'OVER_BALANCE' } : { ok: true };
}

export interface BonusRedemptionInput extends PremiumAccess {
  readonly selection: Selection;
  readonly merchants: readonly Merchant[];
}

export type BonusRedemptionResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'EMPTY_SELECTION' | 'NOT_SINGLE_REWARD' | RewardItemProblem };

/** spec §5, §7: 'One reward only, quantity 1, on bonus redemptions'. Bonus eligibility is checked elsewhere. */
export function validateBonusRedemption(input: BonusRedemptionInput): BonusRedemptionResult {
  if (input.selection.size === 0) return { ok: false, reason: 'EMPTY_SELECTION' };
  if (input.selection.size > 1) return { ok: false, reason: 'NOT_SINGLE_REWARD' };
  const problem = firstItemProblem(input.selection, input.merchants, input);
  if (problem !== null) return { ok: false, reason: problem };
  const [quantity] = input.selection.values();
  return quantity === 1 ? { ok: true } : { ok: false, reason: 'NOT_SINGLE_REWARD' };
}
