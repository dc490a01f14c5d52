import type { Kysely } from 'kysely';
import { toSpendGoals } from '../../../domain/campaign-config';
import { dayKey } from '../../../domain/dates';
import { claimableGoal } from '../../../domain/goals';
import { centavos, centavosToPesos } from '../../../domain/money';
import { qualifiedTransactions, totalSpend } from '../../../domain/transactions';
import { rowToTransaction } from '../../bonus/spend-summary';
import type { Database } from '../../db/schema';
import { type DayRange, daysOf, rangeInstants } from '../day-range';

// For the report tests: each report computed the plain way, row by row in JS with the domain rules (no SQL
// grouping), as CSV cells read back (strings). The seed can grow; the reports must still agree with these.

type Cells = string[];
const text = (values: ReadonlyArray<string | number>): Cells => values.map(String);
const pesos = (amount: number) => centavosToPesos(centavos(amount));

export async function expectedRegistrationSummary(db: Kysely<Database>, range: DayRange, timeZone: string) {
  const cardholders = await db.selectFrom('cardholders').select(['status', 'pending_since', 'registered_at']).execute();
  const rows = daysOf(range).map((day) => {
    const that = cardholders.filter((row) => {
      const on = row.pending_since ?? row.registered_at;
      return on !== null && dayKey(on, timeZone) === day;
    });
    const count = (status: string) => that.filter((row) => row.status === status).length;
    return [day, that.length, count('registered'), count('pending'), count('blocked')] as const;
  });
  const total = (column: 1 | 2 | 3 | 4) => rows.reduce((sum, row) => sum + row[column], 0);
  return [...rows.map(text), text(['Total', total(1), total(2), total(3), total(4)])];
}

export async function expectedRedemptionSummary(db: Kysely<Database>, range: DayRange, timeZone: string) {
  const items = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['o.id', 'o.kind', 'o.created_at', 'i.value_centavos'])
    .execute();
  const rows = daysOf(range).map((day) => {
    const that = items.filter((item) => dayKey(item.created_at, timeZone) === day);
    const orders = (kind?: string) =>
      new Set(that.filter((item) => !kind || item.kind === kind).map((item) => item.id)).size;
    const value = that.reduce((sum, item) => sum + item.value_centavos, 0);
    return [day, orders(), orders('main'), orders('bonus'), that.length, value] as const;
  });
  const total = (column: 1 | 2 | 3 | 4 | 5) => rows.reduce((sum, row) => sum + row[column], 0);
  return [
    ...rows.map((row) => text([...row.slice(0, 5), pesos(row[5])])),
    text(['Total', total(1), total(2), total(3), total(4), pesos(total(5))]),
  ];
}

export async function expectedCardholdersPerTier(
  db: Kysely<Database>,
  range: DayRange,
  config: { timeZone: string; spendGoals: ReadonlyArray<{ threshold: number; reward: number }> },
) {
  const { from, until } = rangeInstants(range, config.timeZone);
  const goals = toSpendGoals(config.spendGoals);
  const claims = await db
    .selectFrom('main_claims')
    .select(['cardholder_id', 'threshold_centavos', 'created_at'])
    .execute();
  const claimed = new Set(claims.map((claim) => claim.cardholder_id));
  const registered = await db
    .selectFrom('cardholders')
    .select(['id', 'registered_at'])
    .where('status', '=', 'registered')
    .execute();
  const transactions = await db.selectFrom('transactions').selectAll().where('transaction_at', '<', until).execute();
  const reachedTiers = registered
    .filter((cardholder) => !claimed.has(cardholder.id))
    .map((cardholder) => {
      const own = transactions.filter((row) => row.cardholder_id === cardholder.id).map(rowToTransaction);
      const spend = totalSpend(qualifiedTransactions(own, cardholder.registered_at, config.timeZone));
      return claimableGoal(goals, spend)?.threshold;
    });
  return goals.map((goal) =>
    text([
      pesos(goal.threshold),
      pesos(goal.reward),
      claims.filter(
        (claim) => claim.threshold_centavos === goal.threshold && claim.created_at >= from && claim.created_at < until,
      ).length,
      reachedTiers.filter((threshold) => threshold === goal.threshold).length,
    ]),
  );
}
