import type { Kysely } from 'kysely';
import { addCampaignDays } from '../../domain/campaign-calendar';
import type { CampaignConfig } from '../../domain/campaign-config';
import { BONUS_KINDS, type BonusKind, bonusRecordReference } from '../../domain/transactions';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { Database, NewTransaction } from '../db/schema';
import { tellBonusRounds } from '../nudges/goal-moments';
import {
  type EvaluationCandidate,
  insertBonusRecords,
  loadCategoryMccIds,
  loadRegisteredCardholders,
  loadSpendRowsByCardholder,
} from './bonus-records.repository';
import { summariseSpend } from './spend-summary';

// docs/architecture.md §4 Spend: after every transaction import (and at start) the server judges each registered
// cardholder's spend with the domain's rules and writes a bonus record for every round newly earned
// (spec §3: a BONUS… reference, value 0; its id is the redemption token; it carries its own expiry).

export interface BonusEvaluationInput {
  readonly campaignId: number;
  readonly now: Date;
  /** Only these cardholders (e.g. the ones an import touched); every registered cardholder when absent. */
  readonly cardholderIds?: readonly number[];
}

export interface BonusEvaluationResult {
  /** Registered cardholders judged. */
  readonly evaluated: number;
  /** Bonus records created by this run (0 when re-run on the same spend). */
  readonly created: number;
  readonly createdByKind: { readonly [kind in BonusKind]: number };
}

/** Cardholders per round trip: 500 × 6 rounds × 11 columns stays under PostgreSQL's 65,535 parameters. */
export const EVALUATION_BATCH_SIZE = 500;

/** spec §4 Expiry is by day in the campaign's zone, so the days are added on that calendar. */
export function bonusRecordExpiry(now: Date, config: Pick<CampaignConfig, 'timeZone' | 'bonusExpiryDays'>): Date {
  return addCampaignDays(now, config.bonusExpiryDays, config.timeZone);
}

function recordRow(candidate: EvaluationCandidate, kind: BonusKind, now: Date, expiresAt: Date): NewTransaction {
  return {
    cardholder_id: candidate.id,
    reference_no: bonusRecordReference(kind, candidate.customerNo),
    transaction_at: now,
    posted_at: now,
    expiry_at: expiresAt,
    value_centavos: 0,
    type: null,
    mcc_id: null,
    location: null,
    bonus_kind: kind,
    created_at: now,
  };
}

export async function evaluateBonusRecords(
  db: Kysely<Database>,
  input: BonusEvaluationInput,
): Promise<BonusEvaluationResult> {
  const config = await loadCampaignConfig(db, input.campaignId);
  const mccIds = await loadCategoryMccIds(db, input.campaignId);
  const candidates = await loadRegisteredCardholders(db, input.campaignId, input.cardholderIds);
  const expiresAt = bonusRecordExpiry(input.now, config);
  const createdByKind = Object.fromEntries(BONUS_KINDS.map((kind) => [kind, 0])) as Record<BonusKind, number>;
  let created = 0;
  for (let start = 0; start < candidates.length; start += EVALUATION_BATCH_SIZE) {
    const batch = candidates.slice(start, start + EVALUATION_BATCH_SIZE);
    const spend = await loadSpendRowsByCardholder(
      db,
      batch.map((candidate) => candidate.id),
    );
    const records = batch.flatMap((candidate) =>
      summariseSpend(spend.get(candidate.id) ?? [], candidate.registeredAt, mccIds, config).earned.map((kind) =>
        recordRow(candidate, kind, input.now, expiresAt),
      ),
    );
    // Each round recorded is told once (decision 0202), committed with its record.
    const recordAndTell = async (trx: Kysely<Database>) => {
      const rows = await insertBonusRecords(trx, records);
      await tellBonusRounds(trx, rows, { now: input.now, claimBy: expiresAt, timeZone: config.timeZone });
      return rows;
    };
    const inserted = db.isTransaction ? await recordAndTell(db) : await db.transaction().execute(recordAndTell);
    for (const record of inserted) {
      createdByKind[record.kind] += 1;
      created += 1;
    }
  }
  return { evaluated: candidates.length, created, createdByKind };
}
