import type { Kysely } from 'kysely';
import type { CardholderStatus, Database } from '../db/schema';

// Decision 0234: what the cardholder page's summary reads beyond the cardholder's own reads: the code's status.

export async function loadCodeStatus(db: Kysely<Database>, cardholderId: number): Promise<CardholderStatus> {
  const row = await db
    .selectFrom('cardholders')
    .select('status')
    .where('id', '=', cardholderId)
    .executeTakeFirstOrThrow();
  return row.status;
}
