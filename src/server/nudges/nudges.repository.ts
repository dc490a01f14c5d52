import { type Kysely, sql, type Transaction } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { NUDGE_KINDS, type NudgeKind } from '../../domain/nudges';
import type { Database } from '../db/schema';

// The nudges' rows: each moment once (decision 0202), the kinds turned off and the ask refused
// (0203, 0204), and what the daily job reads of eGCs and reward balances about to expire (0205).

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Decision 0202: claims the moment for the cardholder. Answers true only to the first writer: any other (a second
 * instance, a job run again, a restart) finds the row and sends nothing. Written in the transaction that writes the
 * moment's messages, so a rollback takes both.
 */
export async function claimMoment(db: Db, cardholderId: number, moment: string, key: string, now: Date) {
  const inserted = await db
    .insertInto('nudge_moments')
    .values({ cardholder_id: cardholderId, moment, key, created_at: now })
    .onConflict((conflict) => conflict.columns(['cardholder_id', 'moment', 'key']).doNothing())
    .returning('cardholder_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface StoredNudgeSettings {
  readonly kinds: Readonly<Record<NudgeKind, boolean>>;
  readonly refusedAt: Date | null;
}

/** Every kind on and never refused until the cardholder says otherwise. */
export async function loadNudgeSettings(db: Db, cardholderId: number): Promise<StoredNudgeSettings> {
  const row = await db
    .selectFrom('nudge_settings')
    .select(['progress', 'egcs', 'expiry', 'refused_at'])
    .where('cardholder_id', '=', cardholderId)
    .executeTakeFirst();
  return {
    kinds: { progress: row?.progress ?? true, egcs: row?.egcs ?? true, expiry: row?.expiry ?? true },
    refusedAt: row?.refused_at ?? null,
  };
}

export async function saveNudgeKinds(
  db: Db,
  cardholderId: number,
  kinds: Partial<Record<NudgeKind, boolean>>,
  now: Date,
): Promise<void> {
  const changed = Object.fromEntries(NUDGE_KINDS.flatMap((kind) => (kind in kinds ? [[kind, kinds[kind]]] : [])));
  await db
    .insertInto('nudge_settings')
    .values({ cardholder_id: cardholderId, ...changed, updated_at: now })
    .onConflict((conflict) => conflict.column('cardholder_id').doUpdateSet({ ...changed, updated_at: now }))
    .execute();
}

/** Decision 0204: "Not now": kept with when, so the ask stays away 30 days (on every device). */
export async function saveRefusal(db: Db, cardholderId: number, now: Date): Promise<void> {
  await db
    .insertInto('nudge_settings')
    .values({ cardholder_id: cardholderId, refused_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('cardholder_id').doUpdateSet({ refused_at: now, updated_at: now }))
    .execute();
}

/** The registered mobile, where an expiry reminder goes when no browser gets pushes (decision 0205). */
/** Decision 0209: the language the cardholder's pushes and SMS are written in. */
export async function localeOf(db: Db, cardholderId: number): Promise<Locale> {
  const row = await db.selectFrom('cardholders').select('locale').where('id', '=', cardholderId).executeTakeFirst();
  return row?.locale ?? DEFAULT_LOCALE;
}

export async function mobileOf(db: Db, cardholderId: number): Promise<string | null> {
  const row = await db.selectFrom('cardholders').select('mobile_no').where('id', '=', cardholderId).executeTakeFirst();
  return row?.mobile_no ?? null;
}

export interface ExpiringBalance {
  readonly cardholderId: number;
  readonly claimId: number;
  readonly expiresAt: Date;
  readonly balanceCentavos: number;
}

/** Claimed tiers whose reward balance ends between the two instants with something left to redeem. */
export async function balancesExpiringBetween(db: Db, from: Date, to: Date): Promise<ExpiringBalance[]> {
  const rows = await db
    .selectFrom('main_claims')
    .innerJoin('credit_ledger', 'credit_ledger.cardholder_id', 'main_claims.cardholder_id')
    .select(['main_claims.cardholder_id', 'main_claims.id', 'main_claims.credits_expire_at'])
    .select(sql<string>`sum(credit_ledger.delta_centavos)`.as('balance'))
    .where('main_claims.credits_expire_at', '>=', from)
    .where('main_claims.credits_expire_at', '<=', to)
    .groupBy(['main_claims.cardholder_id', 'main_claims.id', 'main_claims.credits_expire_at'])
    .having(sql<boolean>`sum(credit_ledger.delta_centavos) > 0`)
    .orderBy('main_claims.id')
    .execute();
  return rows.map((row) => ({
    cardholderId: row.cardholder_id,
    claimId: row.id,
    expiresAt: row.credits_expire_at,
    balanceCentavos: Number(row.balance),
  }));
}

/** The cardholders' qualified spend kept by the database (decision 0145); none: 0. */
export async function qualifiedSpendOf(db: Db, cardholderIds: readonly number[]): Promise<Map<number, number>> {
  if (cardholderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cardholder_spend')
    .select(['cardholder_id', 'qualified_centavos'])
    .where('cardholder_id', 'in', [...cardholderIds])
    .execute();
  return new Map(rows.map((row) => [row.cardholder_id, Number(row.qualified_centavos)]));
}

/** Decision 0104: keeps the cardholder's newest `keep` subscriptions, removing the older ones. */
export async function keepNewestSubscriptions(db: Db, cardholderId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('cardholder_id', '=', cardholderId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select('id')
        .where('cardholder_id', '=', cardholderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}
