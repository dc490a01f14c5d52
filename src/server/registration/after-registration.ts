import type { Kysely } from 'kysely';
import { evaluateBonusRecords } from '../bonus/bonus-evaluation';
import { CONFIRMATION_LINK_LIFETIME_MS, createLoginLink } from '../cardholders/login-links';
import type { Database } from '../db/schema';
import type { KeyRing } from '../platform/keys/key-ring';
import { enqueueMessage } from '../platform/outbox.repository';
import {
  type RegisteredCardholder,
  registerDuePendingCardholders,
  type ValidationScope,
} from './registration.repository';
import { confirmationLink, registrationConfirmedMessages } from './registration-messages';

/** What the registration-confirmed message needs (decision 0106): the signing keys and the portal's address. */
export interface ConfirmationDeps {
  readonly keys: KeyRing;
  readonly origin: string;
}

/**
 * The validation step (docs/architecture.md §4), the registration-confirmed message with its sign-in link for each
 * code it registers (decision 0106), then the bonus rules for whoever it just registered: spend imported
 * while a code was pending earns its bonus records the moment the code is registered, not at the next import.
 */
export async function validateDueRegistrations(
  db: Kysely<Database>,
  now: Date,
  delayMs: number,
  scope: ValidationScope | undefined,
  confirmation: ConfirmationDeps,
): Promise<RegisteredCardholder[]> {
  // A code registered and its confirmation queued together, or neither (the next pass then tries again).
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => validateDueRegistrations(trx, now, delayMs, scope, confirmation));
  }
  const registered = await registerDuePendingCardholders(db, now, delayMs, scope);
  for (const cardholder of registered) {
    const token = await createLoginLink(db, confirmation.keys, cardholder.id, now, CONFIRMATION_LINK_LIFETIME_MS);
    const link = confirmationLink(confirmation.origin, token);
    for (const message of registrationConfirmedMessages(cardholder, link)) await enqueueMessage(db, message, now);
  }
  const byCampaign = new Map<number, number[]>();
  for (const { id, campaignId } of registered) byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), id]);
  for (const [campaignId, cardholderIds] of byCampaign) {
    await evaluateBonusRecords(db, { campaignId, now, cardholderIds });
  }
  return registered;
}
