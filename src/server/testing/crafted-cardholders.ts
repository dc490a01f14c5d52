import type { Kysely } from 'kysely';
import type { DayKey } from '../../domain/dates';
import { pesosToCentavos } from '../../domain/money';
import type { Database, NewTransaction } from '../db/schema';

// For tests: cardholders made to sit exactly on a bonus rule's boundary, in the seeded demo campaign.

export interface CraftedSpend {
  readonly at: Date;
  readonly pesos: number;
  readonly mccId?: number;
  /** spec §3: 'A type starting with S1 means installment.' */
  readonly type?: string;
}

export interface CraftedCardholder {
  readonly code: string;
  readonly registeredAt: Date;
  readonly cardTypeId?: number;
  readonly spends: readonly CraftedSpend[];
}

/** An instant in Manila (UTC+08:00 all year, spec §9 campaign time zone): `manilaAt('2023-09-15', '00:00:00')`. */
export const manilaAt = (day: DayKey, time: string): Date => new Date(`${day}T${time}+08:00`);

/** The calendar day `days` after `day`. */
export const shiftDay = (day: DayKey, days: number): DayKey =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let serial = 0;
const nextSerial = (): number => {
  serial += 1;
  return serial;
};

/** Inserts the cardholders (registered) and their spend; answers their ids by code. */
export async function insertCraftedCardholders(
  db: Kysely<Database>,
  campaignId: number,
  cardholders: readonly CraftedCardholder[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (cardholders.length === 0) return ids;
  const rows = await db
    .insertInto('cardholders')
    .values(
      cardholders.map((each) => ({
        campaign_id: campaignId,
        promo_code: each.code,
        customer_no: `9${String(nextSerial()).padStart(9, '0')}`,
        mobile_no: null,
        email_address: `${each.code.toLowerCase()}@test.local`,
        card_type_id: each.cardTypeId ?? 1,
        status: 'registered' as const,
        registered_at: each.registeredAt,
      })),
    )
    .returning(['id', 'promo_code'])
    .execute();
  for (const row of rows) ids.set(row.promo_code, row.id);
  const spends: NewTransaction[] = cardholders.flatMap((each) =>
    each.spends.map((spend) => ({
      cardholder_id: ids.get(each.code) ?? 0,
      reference_no: `TXN-TEST-${nextSerial()}`,
      transaction_at: spend.at,
      posted_at: spend.at,
      expiry_at: null,
      value_centavos: pesosToCentavos(spend.pesos),
      type: spend.type ?? 'R1',
      mcc_id: spend.mccId ?? 5411,
      location: 'TEST MERCHANT',
      bonus_kind: null,
    })),
  );
  // 11 columns a row: stay under PostgreSQL's 65,535 parameters per statement.
  for (let start = 0; start < spends.length; start += 5_000) {
    await db
      .insertInto('transactions')
      .values(spends.slice(start, start + 5_000))
      .execute();
  }
  return ids;
}
