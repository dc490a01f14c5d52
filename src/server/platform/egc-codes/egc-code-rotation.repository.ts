import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type EgcCodeColumns, egcCodeColumns, openEgcCode } from './egc-code-columns';
import type { EgcCodeKeys } from './egc-code-keys';
import { openText, sealText } from './egc-code-seal';

// Decision 0171: sealing every eGC code and outbox body again under the current key, in batches, each its own
// statement, so a rotation of millions of rows holds no long lock and can stop and run again: rows already under
// the current key are not selected again (idempotent). Migration 0014 writes the first sealed values the same way.

/** Rows per batch: one statement's worth, small enough not to hold up the serving instances. */
export const RESEAL_BATCH = 500;

export interface ResealCount {
  readonly egcCodes: number;
  readonly outboxBodies: number;
}

/** One UPDATE for a batch of eGC rows: the new columns joined in from a VALUES list. */
export async function writeEgcCodeColumns(
  db: Kysely<Database>,
  rows: readonly { readonly id: number; readonly columns: EgcCodeColumns }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    ({ id, columns }) =>
      sql`(${id}::integer, ${columns.egc_code_sealed}::text, ${columns.egc_code_digest}::text, ${columns.egc_code_last4}::text)`,
  );
  await sql`
    update order_items as i
    set egc_code_sealed = v.sealed, egc_code_digest = v.digest, egc_code_last4 = v.last4
    from (values ${sql.join(values)}) as v(id, sealed, digest, last4)
    where i.id = v.id`.execute(db);
}

/** One UPDATE for a batch of outbox rows: their bodies sealed (`body` already sealed text). */
export async function writeSealedBodies(
  db: Kysely<Database>,
  rows: readonly { readonly id: number; readonly body: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(({ id, body }) => sql`(${id}::integer, ${body}::text)`);
  await sql`
    update outbox as o set body = v.body, body_sealed = true
    from (values ${sql.join(values)}) as v(id, body)
    where o.id = v.id`.execute(db);
}

/**
 * The LIKE pattern of values sealed with the current key: `v1:<id>:` is where the key id sits (egc-code-seal.ts).
 * A key id may hold '_', LIKE's any-character: escaped.
 */
const notUnderCurrentKey = (keys: EgcCodeKeys) => `v1:${keys.current.id.replaceAll('_', '\\_')}:%`;

async function resealEgcCodeBatch(db: Kysely<Database>, keys: EgcCodeKeys, size: number): Promise<number> {
  const rows = await db
    .selectFrom('order_items')
    .select(['id', 'egc_code_sealed'])
    .where('egc_code_sealed', 'not like', notUnderCurrentKey(keys))
    .orderBy('id')
    .limit(size)
    .execute();
  await writeEgcCodeColumns(
    db,
    rows.map((row) => ({ id: row.id, columns: egcCodeColumns(keys, openEgcCode(keys, row.egc_code_sealed)) })),
  );
  return rows.length;
}

async function resealBodyBatch(db: Kysely<Database>, keys: EgcCodeKeys, size: number): Promise<number> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'body'])
    .where('body_sealed', '=', true)
    .where('body', 'not like', notUnderCurrentKey(keys))
    .orderBy('id')
    .limit(size)
    .execute();
  await writeSealedBodies(
    db,
    rows.map((row) => ({ id: row.id, body: sealText(keys, openText(keys, row.body, 'outbox-body'), 'outbox-body') })),
  );
  return rows.length;
}

/**
 * Seals again, under the current key, every eGC code and outbox body sealed with an older one. A value whose key
 * is not loaded stops it with an EgcSealError naming the key (nothing is lost: run it again with that key in
 * EGC_CODE_KEYS_OLD).
 */
export async function resealUnderCurrentKey(
  db: Kysely<Database>,
  keys: EgcCodeKeys,
  batch = RESEAL_BATCH,
): Promise<ResealCount> {
  return {
    egcCodes: await untilShort(() => resealEgcCodeBatch(db, keys, batch), batch),
    outboxBodies: await untilShort(() => resealBodyBatch(db, keys, batch), batch),
  };
}

/** Runs batches until one comes back short (the last); answers the rows they did. */
async function untilShort(runBatch: () => Promise<number>, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await runBatch();
    total += done;
    if (done < batch) return total;
  }
}
