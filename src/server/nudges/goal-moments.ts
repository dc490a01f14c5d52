import type { Kysely, Transaction } from 'kysely';
import { toSpendGoals } from '../../domain/campaign-config';
import { centavos } from '../../domain/money';
import { goalJustReached } from '../../domain/nudges';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import type { Database } from '../db/schema';
import { tellMoment } from './nudge-moments';
import { bonusRoundNotice, goalReachedNotice } from './nudge-notices';
import { qualifiedSpendOf } from './nudges.repository';

// Decision 0202: "a spend goal reached (after an import takes the cardholder past it)" and "a bonus round completed".
// The import reads the cardholders' qualified spend (decision 0145's totals) before it writes, and tells those it
// took past a goal in the same transaction; the bonus evaluation tells each round it records.

/** The cardholders' qualified spend before an import writes. */
export interface SpendSnapshot {
  readonly cardholderIds: readonly number[];
  readonly before: ReadonlyMap<number, number>;
}

export async function spendBeforeImport(db: Transaction<Database>, cardholderIds: readonly number[]) {
  return { cardholderIds, before: await qualifiedSpendOf(db, cardholderIds) } satisfies SpendSnapshot;
}

/** After the import's rows are written, in its transaction: one moment per cardholder taken past a goal. */
export async function tellGoalsReached(
  trx: Transaction<Database>,
  snapshot: SpendSnapshot,
  context: { readonly campaignId: number; readonly now: Date },
): Promise<number> {
  if (snapshot.cardholderIds.length === 0) return 0;
  const config = await loadCampaignConfig(trx, context.campaignId);
  const goals = toSpendGoals(config.spendGoals);
  const after = await qualifiedSpendOf(trx, snapshot.cardholderIds);
  let told = 0;
  for (const cardholderId of snapshot.cardholderIds) {
    const goal = goalJustReached(
      goals,
      centavos(snapshot.before.get(cardholderId) ?? 0),
      centavos(after.get(cardholderId) ?? 0),
    );
    if (goal === null) continue;
    const outcome = await tellMoment(trx, cardholderId, goalReachedNotice(goal), {
      now: context.now,
      timeZone: config.timeZone,
    });
    if (outcome === 'pushed') told += 1;
  }
  return told;
}

/** The bonus rounds the evaluation just recorded (spec §5: each round once), in the evaluation's transaction. */
export async function tellBonusRounds(
  trx: Kysely<Database>,
  rounds: readonly { readonly cardholderId: number; readonly kind: string }[],
  context: { readonly now: Date; readonly claimBy: Date; readonly timeZone: string },
): Promise<void> {
  for (const round of rounds) {
    await tellMoment(trx, round.cardholderId, bonusRoundNotice(round.kind, context.claimBy, context.timeZone), context);
  }
}
