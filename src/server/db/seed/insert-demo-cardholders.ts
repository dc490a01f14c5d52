import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DEMO_CARDHOLDERS, type DemoCardholder } from './demo-cardholders';
import type { DemoClock } from './demo-clock';

export interface StoredCardholder {
  readonly id: number;
  /** Position in DEMO_CARDHOLDERS, used to number references. */
  readonly index: number;
  readonly cardholder: DemoCardholder;
  readonly registeredAt: Date | null;
}

/** The bank issued every demo code before the campaign's oldest spend. */
const ISSUED_DAY = -100;
const REGISTRATION_TIME = '08:30';

export async function insertDemoCardholders(
  db: Kysely<Database>,
  campaignId: number,
  clock: DemoClock,
): Promise<StoredCardholder[]> {
  const issuedAt = clock.at(ISSUED_DAY, '07:00');
  const registeredAtOf = (cardholder: DemoCardholder): Date | null =>
    cardholder.registeredDay === null ? null : clock.at(cardholder.registeredDay, REGISTRATION_TIME);
  const rows = await db
    .insertInto('cardholders')
    .values(
      DEMO_CARDHOLDERS.map((cardholder) => ({
        campaign_id: campaignId,
        promo_code: cardholder.promoCode,
        customer_no: cardholder.customerNo,
        mobile_no: cardholder.mobileNo,
        email_address: cardholder.emailAddress,
        card_type_id: cardholder.cardTypeId,
        status: cardholder.status,
        // The validation step (docs/architecture.md §4) counts its delay from here.
        pending_since: cardholder.status === 'pending' ? clock.now : null,
        registered_at: registeredAtOf(cardholder),
        created_at: issuedAt,
        updated_at: registeredAtOf(cardholder) ?? issuedAt,
      })),
    )
    .returning(['id', 'promo_code'])
    .execute();
  const idOf = new Map(rows.map((row) => [row.promo_code, row.id]));
  return DEMO_CARDHOLDERS.map((cardholder, index) => {
    const id = idOf.get(cardholder.promoCode);
    if (id === undefined) throw new Error(`Demo cardholder ${cardholder.promoCode} was not stored`);
    return { id, index, cardholder, registeredAt: registeredAtOf(cardholder) };
  });
}
