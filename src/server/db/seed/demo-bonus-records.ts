import type { Kysely } from 'kysely';
import type { CampaignConfig } from '../../../domain/campaign-config';
import type { BonusKind } from '../../../domain/transactions';
import { BONUS_REFERENCE_PREFIX, bonusRecordReference } from '../../../domain/transactions';
import { type SpendSummary, summariseSpend } from '../../bonus/spend-summary';
import type { Database, NewTransaction } from '../schema';
import type { DemoClock } from './demo-clock';
import type { StoredCardholder } from './insert-demo-cardholders';

// docs/architecture.md §4 Spend: the server creates a bonus record (BONUS… reference, value 0) when a cardholder meets a
// bonus rule; the seed does the same for every registered demo cardholder.

/** Re-exported for the demo bonus orders: the prefixes live with the server's bonus records. */
export { BONUS_REFERENCE_PREFIX };

/** Decision: MONTHEXP's month-1 record ran out yesterday, so the demo shows the 'Expired' month (spec §4). */
const EXPIRED_RECORDS: Readonly<Record<string, readonly BonusKind[]>> = { MONTHEXP: ['month1'] };

export interface EvaluatedCardholder extends StoredCardholder {
  readonly summary: SpendSummary;
}

/** Every registered demo cardholder with its spend read back from the database and judged by src/domain. */
export async function evaluateDemoCardholders(
  db: Kysely<Database>,
  config: CampaignConfig,
  cardholders: readonly StoredCardholder[],
): Promise<EvaluatedCardholder[]> {
  const registered = cardholders.filter((stored) => stored.cardholder.status === 'registered');
  const categories = await db
    .selectFrom('merchant_categories')
    .select('mcc_id')
    .where('campaign_id', '=', config.campaignID)
    .execute();
  const rows = await db
    .selectFrom('transactions')
    .selectAll()
    .where(
      'cardholder_id',
      'in',
      registered.map((stored) => stored.id),
    )
    .execute();
  const mccIds = categories.map((category) => category.mcc_id);
  return registered.map((stored) => ({
    ...stored,
    summary: summariseSpend(
      rows.filter((row) => row.cardholder_id === stored.id),
      stored.registeredAt,
      mccIds,
      config,
    ),
  }));
}

function bonusRecordRow(
  clock: DemoClock,
  config: CampaignConfig,
  evaluated: EvaluatedCardholder,
  kind: BonusKind,
): NewTransaction {
  const expired = EXPIRED_RECORDS[evaluated.cardholder.promoCode]?.includes(kind) ?? false;
  return {
    cardholder_id: evaluated.id,
    reference_no: bonusRecordReference(kind, evaluated.cardholder.customerNo),
    transaction_at: clock.now,
    posted_at: clock.now,
    expiry_at: expired ? clock.at(-1, '23:59') : clock.shift(config.bonusExpiryDays),
    value_centavos: 0,
    type: null,
    mcc_id: null,
    location: null,
    bonus_kind: kind,
    created_at: clock.now,
  };
}

/** Bonus record ids by cardholder id and round. */
export type BonusRecordIds = ReadonlyMap<number, ReadonlyMap<BonusKind, number>>;

export async function insertDemoBonusRecords(
  db: Kysely<Database>,
  clock: DemoClock,
  config: CampaignConfig,
  evaluated: readonly EvaluatedCardholder[],
): Promise<BonusRecordIds> {
  const rows = evaluated.flatMap((each) =>
    each.summary.earned.map((kind) => bonusRecordRow(clock, config, each, kind)),
  );
  const ids = new Map<number, Map<BonusKind, number>>();
  const inserted = await db
    .insertInto('transactions')
    .values(rows)
    // One record per cardholder and round (unique index): a second run adds nothing.
    .onConflict((conflict) =>
      conflict.columns(['cardholder_id', 'bonus_kind']).where('bonus_kind', 'is not', null).doNothing(),
    )
    .returning(['id', 'cardholder_id', 'bonus_kind'])
    .execute();
  for (const row of inserted) {
    const byKind = ids.get(row.cardholder_id) ?? new Map<BonusKind, number>();
    byKind.set(row.bonus_kind as BonusKind, row.id);
    ids.set(row.cardholder_id, byKind);
  }
  return ids;
}
