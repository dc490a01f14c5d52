import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../../domain/i18n/locales';
import type { CardholderStatus, Database } from '../db/schema';

// docs/architecture.md §4: registration moves a cardholder issued → pending → registered; the validation step
// (after a configurable delay) stands in for the bank's 5-7 banking days.

type Db = Kysely<Database> | Transaction<Database>;

export interface CardholderRegistration {
  readonly id: number;
  readonly status: CardholderStatus;
}

/** Promo codes are stored upper-case; callers pass the normalised code (normalisePromoCode). */
export async function findRegistration(
  db: Db,
  campaignId: number,
  promoCode: string,
): Promise<CardholderRegistration | undefined> {
  return db
    .selectFrom('cardholders')
    .select(['id', 'status'])
    .where('campaign_id', '=', campaignId)
    .where('promo_code', '=', promoCode)
    .executeTakeFirst();
}

/** issued → pending in one guarded UPDATE, so of two racing registrations only one succeeds. */
export async function markPending(db: Db, campaignId: number, promoCode: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('cardholders')
    .set({ status: 'pending', pending_since: now, updated_at: now })
    .where('campaign_id', '=', campaignId)
    .where('promo_code', '=', promoCode)
    .where('status', '=', 'issued')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Narrows the validation step to one cardholder, so a request sees its own code's state up to date. */
export interface ValidationScope {
  readonly campaignId: number;
  readonly promoCode: string;
}

/**
 * The validation step (docs/architecture.md §4, decision 0022): every pending cardholder whose pending_since plus
 * the delay is at or before `now` becomes registered at `now`, in one UPDATE. Answers how many moved.
 */
export async function registerDuePendingCardholders(
  db: Db,
  now: Date,
  delayMs: number,
  scope?: ValidationScope,
): Promise<RegisteredCardholder[]> {
  const dueSince = new Date(now.getTime() - delayMs);
  let update = db
    .updateTable('cardholders')
    .set({ status: 'registered', registered_at: now, updated_at: now })
    .where('status', '=', 'pending')
    .where('pending_since', '<=', dueSince);
  if (scope) {
    update = update.where('campaign_id', '=', scope.campaignId).where('promo_code', '=', scope.promoCode);
  }
  return update
    .returning(['id', 'campaign_id as campaignId', 'mobile_no as mobileNo', 'email_address as emailAddress', 'locale'])
    .execute();
}

export interface RegisteredCardholder {
  readonly id: number;
  readonly campaignId: number;
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
  /** Decision 0209: the confirmation is written in the cardholder's language. */
  readonly locale: Locale;
}
