import type { RewardGroup } from '../../../../domain/campaign-config';
import type { Merchant } from '../../../../domain/entities';
import { type Centavos, centavos, formatPeso, pesosToCentavos } from '../../../../domain/money';
import { canSelectMerchant, type PremiumAccess, type Selection, visibleRewards } from '../../../../domain/picker';

// What a reward pick screen lists (spec §2 'Reward pick screens'): a premium list and a regular list, the
// regular one grouped by category for the /claim accordion. Pure, so the screens only lay it out.

export interface PickerSections {
  /** Premium-only rewards (spec §1), available ones only (spec §3). */
  readonly premium: readonly Merchant[];
  /** Regular rewards by category, available ones only; categories left empty are dropped. */
  readonly regularGroups: readonly RewardGroup[];
  /** Every reward shown, once each: what selection totals are computed over. */
  readonly merchants: readonly Merchant[];
  /**
   * spec §2: "Non-premium users see a notice that premium rewards are only for signature-tier cardholders".
   * Shown only when there are premium rewards this card may not select (decision: no list, no notice).
   */
  readonly showPremiumNotice: boolean;
}

/** The first entry of each reward id wins, so a reward listed in two categories is counted once. */
function uniqueById(merchants: readonly Merchant[]): Merchant[] {
  const byId = new Map<number, Merchant>();
  for (const merchant of merchants) if (!byId.has(merchant.id)) byId.set(merchant.id, merchant);
  return [...byId.values()];
}

export function pickerSections(groups: readonly RewardGroup[], access: PremiumAccess): PickerSections {
  const shownGroups = groups.map((group) => ({ ...group, merchants: [...visibleRewards(group.merchants)] }));
  const merchants = uniqueById(shownGroups.flatMap((group) => group.merchants));
  const premium = merchants.filter((merchant) => merchant.isForPlatinumOnly);
  const regularGroups = shownGroups
    .map((group) => ({ ...group, merchants: group.merchants.filter((merchant) => !merchant.isForPlatinumOnly) }))
    .filter((group) => group.merchants.length > 0);
  const showPremiumNotice = premium.some(
    (merchant) => !canSelectMerchant(merchant, access.cardTypeID, access.platinumCardTypeIDs),
  );
  return { premium, regularGroups, merchants, showPremiumNotice };
}

/** A row's name with its value, unique per row (a merchant may offer P500 and P1,000 eGCs). */
export function rewardLabel(merchant: Merchant): string {
  return `${merchant.name} ${formatPeso(pesosToCentavos(merchant.value))}`;
}

export interface SummaryLine {
  readonly merchant: Merchant;
  readonly quantity: number;
  readonly subtotal: Centavos;
}

/** spec §2 /claim order summary: one line per chosen reward, in the order the rewards are listed. */
export function summaryLines(selection: Selection, merchants: readonly Merchant[]): readonly SummaryLine[] {
  return merchants.flatMap((merchant) => {
    const quantity = selection.get(merchant.id) ?? 0;
    if (quantity <= 0) return [];
    return [{ merchant, quantity, subtotal: centavos(pesosToCentavos(merchant.value) * quantity) }];
  });
}
