import type { Kysely, Transaction } from 'kysely';
import type { UserInfo } from '../../contract/admin';
import type { Locale } from '../../domain/i18n/locales';
import type { CardholderRow, Database } from '../db/schema';

// Decision 0032: an admin looks up any cardholder of the campaign that is not blocked (issued and pending ones
// too: their contact details may be what needs fixing); a blocked or unknown one is "not found" (4678).

type Db = Kysely<Database> | Transaction<Database>;

/** The cardholders an admin may look up: the campaign's, not blocked. */
export const lookableCardholders = (db: Db, campaignId: number) =>
  db
    .selectFrom('cardholders')
    .select(['id', 'promo_code', 'customer_no', 'email_address', 'mobile_no', 'registered_at', 'locale'])
    .where('campaign_id', '=', campaignId)
    .where('status', '!=', 'blocked');

export interface LookedUpCardholder {
  readonly id: number;
  readonly promoCode: string;
  readonly registeredAt: Date | null;
  readonly info: UserInfo;
  /** Decision 0209: the language the cardholder is written to in. */
  readonly locale: Locale;
}

type Row = Pick<
  CardholderRow,
  'id' | 'promo_code' | 'customer_no' | 'email_address' | 'mobile_no' | 'registered_at' | 'locale'
>;

export const toLookedUp = (row: Row): LookedUpCardholder => ({
  id: row.id,
  promoCode: row.promo_code,
  registeredAt: row.registered_at,
  locale: row.locale,
  info: { customerNo: row.customer_no, emailAddress: row.email_address, mobileNO: row.mobile_no, userID: row.id },
});

/** `lock` holds the row for an update in the same transaction. */
export async function findCardholderById(
  db: Db,
  campaignId: number,
  cardholderId: number,
  lock = false,
): Promise<LookedUpCardholder | undefined> {
  let query = lookableCardholders(db, campaignId).where('id', '=', cardholderId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toLookedUp(row);
}
