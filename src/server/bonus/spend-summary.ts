import { earnedBonusKinds } from '../../domain/bonus';
import type { CampaignConfig } from '../../domain/campaign-config';
import { reachedCount } from '../../domain/categories';
import type { Instant } from '../../domain/dates';
import type { Transaction } from '../../domain/entities';
import { type Centavos, centavos, centavosToPesos } from '../../domain/money';
import { type BonusKind, qualifiedTransactions, totalSpend } from '../../domain/transactions';
import type { TransactionRow } from '../db/schema';

// A cardholder's spend as the domain reads it: what qualifies, its total, the categories reached and the
// bonus rounds earned (docs/architecture.md §4 Spend: bonus records come from src/domain rules). The evaluation,
// the bonus redeem and the demo seed all judge spend through here, so they cannot disagree.

export interface SpendSummary {
  readonly qualified: readonly Transaction[];
  readonly totalSpend: Centavos;
  readonly reachedCount: number;
  readonly earned: readonly BonusKind[];
}

export function rowToTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    referenceNo: row.reference_no,
    transactionDateTime: row.transaction_at,
    postedDateTime: row.posted_at,
    expiryDateTime: row.expiry_at,
    value: centavosToPesos(centavos(row.value_centavos)),
    type: row.type,
    mccID: row.mcc_id,
    location: row.location,
    order: null,
  };
}

/** spec §3: a category is reached when it has a qualified transaction; only the campaign's categories count. */
function countReached(qualified: readonly Transaction[], categoryMccIds: readonly number[]): number {
  return reachedCount(
    categoryMccIds.map((mccId) => ({ count: qualified.filter((transaction) => transaction.mccID === mccId).length })),
  );
}

/** The summary of transactions already in the domain's shape (bonus records among them are left out). */
export function summariseTransactions(
  transactions: readonly Transaction[],
  registeredAt: Instant | null,
  categoryMccIds: readonly number[],
  config: Pick<CampaignConfig, 'timeZone' | 'frequencyWindows'>,
): SpendSummary {
  // spec §1: 'Transactions before the registration date do not qualify.'
  const qualified = qualifiedTransactions(transactions, registeredAt, config.timeZone);
  const total = totalSpend(qualified);
  const reached = countReached(qualified, categoryMccIds);
  const earned = earnedBonusKinds({
    qualified,
    reachedCount: reached,
    totalSpend: total,
    windows: config.frequencyWindows,
    timeZone: config.timeZone,
  });
  return { qualified, totalSpend: total, reachedCount: reached, earned };
}

export function summariseSpend(
  rows: readonly TransactionRow[],
  registeredAt: Date | null,
  categoryMccIds: readonly number[],
  config: Pick<CampaignConfig, 'timeZone' | 'frequencyWindows'>,
): SpendSummary {
  return summariseTransactions(rows.map(rowToTransaction), registeredAt, categoryMccIds, config);
}
