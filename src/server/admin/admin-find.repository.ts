import type { Kysely } from 'kysely';
import { FIND_LIMIT, type FoundCardholder } from '../../contract/admin-find';
import type { Database } from '../db/schema';
import { holdersOfEgcEnding, holdersOfOrderReference } from '../orders/orders.repository';
import type { FindTarget } from './admin-find';

// Decision 0142: the cardholders a key beyond spec §5's two names, among those an admin may look up (the
// campaign's, not blocked: cardholder-lookup.repository.ts). One more than the limit is read, to say "more".

type Db = Kysely<Database>;

export async function findCardholders(
  db: Db,
  campaignId: number,
  target: FindTarget,
): Promise<{ matches: FoundCardholder[]; more: boolean }> {
  if (target.by === 'none') return { matches: [], more: false };
  let query = db
    .selectFrom('cardholders as c')
    .select(['c.promo_code', 'c.customer_no', 'c.mobile_no', 'c.email_address', 'c.status'])
    .where('c.campaign_id', '=', campaignId)
    .where('c.status', '!=', 'blocked');
  if (target.by === 'mobile') query = query.where('c.mobile_no', 'in', [...target.mobileNumbers]);
  if (target.by === 'email') query = query.where((eb) => eb(eb.fn('lower', ['c.email_address']), '=', target.email));
  if (target.by === 'orderRef') {
    query = query.where('c.id', 'in', holdersOfOrderReference(db, target.reference, target.orderId));
  }
  if (target.by === 'egcEnding') {
    query = query.where('c.id', 'in', holdersOfEgcEnding(db, target.ending));
  }
  const rows = await query
    .orderBy('c.promo_code')
    .limit(FIND_LIMIT + 1)
    .execute();
  return {
    matches: rows.slice(0, FIND_LIMIT).map((row) => ({
      promoCode: row.promo_code,
      customerNo: row.customer_no,
      mobileNo: row.mobile_no,
      emailAddress: row.email_address,
      status: row.status,
    })),
    more: rows.length > FIND_LIMIT,
  };
}
