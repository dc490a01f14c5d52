import { addDays, min } from 'date-fns';
import type { Kysely } from 'kysely';
import { pesosToCentavos } from '../../../domain/money';
import type { Database, NewTransaction } from '../schema';
import { cycle, type NonEmpty } from './cycle';
import type { DemoClock } from './demo-clock';
import { DEMO_LOCATIONS, DEMO_SPENDS, type DemoSpend } from './demo-spends';
import type { StoredCardholder } from './insert-demo-cardholders';

// Qualified spend as the bank's import would store it (docs/architecture.md §4 Spend): unique TXN- references.

const SPEND_TIMES: NonEmpty<string> = ['09:42', '12:18', '15:05', '19:36', '21:10'];
/** spec §9: 'transaction posting take[s] 5-7 banking days'; the demo posts sooner so recent spend shows. */
const POSTING_DAYS = 2;

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

function spendRow(clock: DemoClock, stored: StoredCardholder, spend: DemoSpend, index: number): NewTransaction {
  const transactionAt = clock.at(spend.day, cycle(SPEND_TIMES, index));
  const postedAt = min([addDays(transactionAt, POSTING_DAYS), clock.now]);
  return {
    cardholder_id: stored.id,
    // The transaction day, the cardholder and the spend's number: unique, and readable in the dialog.
    reference_no: `TXN-${clock.day(spend.day).replaceAll('-', '')}${pad(stored.index, 2)}${pad(index, 2)}`,
    transaction_at: transactionAt,
    posted_at: postedAt,
    expiry_at: null,
    value_centavos: pesosToCentavos(spend.pesos),
    type: spend.type,
    mcc_id: spend.mccId,
    location: cycle(DEMO_LOCATIONS[spend.mccId], index),
    bonus_kind: null,
    created_at: postedAt,
  };
}

/** The spend rows of every demo cardholder that has a spend plan. */
export function demoSpendRows(clock: DemoClock, cardholders: readonly StoredCardholder[]): NewTransaction[] {
  return cardholders.flatMap((stored) =>
    (DEMO_SPENDS[stored.cardholder.promoCode] ?? []).map((spend, index) => spendRow(clock, stored, spend, index)),
  );
}

export async function insertDemoTransactions(
  db: Kysely<Database>,
  clock: DemoClock,
  cardholders: readonly StoredCardholder[],
): Promise<void> {
  await db.insertInto('transactions').values(demoSpendRows(clock, cardholders)).execute();
}
