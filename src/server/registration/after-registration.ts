import type { Kysely } from 'kysely';
import { evaluateBonusRecords } from '../bonus/bonus-evaluation';
import type { Database } from '../db/schema';
import {
  type RegisteredCardholder,
  registerDuePendingCardholders,
  type ValidationScope,
} from './registration.repository';

/**
 * The validation step (ARCHITECTURE.md §4), then the bonus rules for whoever it just registered: spend imported
 * while a code was pending earns its bonus records the moment the code is registered, not at the next import.
 */
export async function validateDueRegistrations(
  db: Kysely<Database>,
  now: Date,
  delayMs: number,
  scope?: ValidationScope,
): Promise<RegisteredCardholder[]> {
  const registered = await registerDuePendingCardholders(db, now, delayMs, scope);
  const byCampaign = new Map<number, number[]>();
  for (const { id, campaignId } of registered) byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), id]);
  for (const [campaignId, cardholderIds] of byCampaign) {
    await evaluateBonusRecords(db, { campaignId, now, cardholderIds });
  }
  return registered;
}
