import type { Kysely } from 'kysely';
import type { AnalyticsEvent } from '../../contract/events';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
type EventName = AnalyticsEvent['name'];

export interface KeptEvent {
  readonly name: EventName;
  readonly path: string;
  readonly detail: Readonly<Record<string, string | number | boolean | null>> | null;
  readonly cardholderId: number | null;
}

export async function insertAnalyticsEvent(db: Db, event: KeptEvent, now: Date): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values({
      name: event.name,
      path: event.path,
      detail: event.detail === null ? null : JSON.stringify(event.detail),
      cardholder_id: event.cardholderId,
      created_at: now,
    })
    .execute();
}

/** How many events of each name are kept. */
export async function countAnalyticsEvents(db: Db): Promise<ReadonlyMap<string, number>> {
  const rows = await db
    .selectFrom('analytics_events')
    .select((eb) => ['name', eb.fn.countAll<string | number>().as('count')])
    .groupBy('name')
    .execute();
  return new Map(rows.map((row) => [row.name, Number(row.count)]));
}
