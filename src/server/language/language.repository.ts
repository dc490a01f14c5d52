import type { Kysely } from 'kysely';
import type { Locale } from '../../domain/i18n/locales';
import type { Database } from '../db/schema';

/** Decision 0209: the cardholder's language (migration 0020), read by every message written to them. */
export async function saveLocale(db: Kysely<Database>, cardholderId: number, locale: Locale): Promise<void> {
  await db.updateTable('cardholders').set({ locale }).where('id', '=', cardholderId).execute();
}
