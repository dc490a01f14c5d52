import { type Kysely, type Migration, sql } from 'kysely';
import { egcCodeColumns } from '../../platform/egc-codes/egc-code-columns';
import type { EgcCodeKeys } from '../../platform/egc-codes/egc-code-keys';
import {
  RESEAL_BATCH,
  writeEgcCodeColumns,
  writeSealedBodies,
} from '../../platform/egc-codes/egc-code-rotation.repository';
import { openText, sealText } from '../../platform/egc-codes/egc-code-seal';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0170: eGC codes encrypted at rest. Each code moves from the clear `egc_code` into a sealed value, a keyed
// digest (the provider's reports find a code by it; unique, as the code was) and its last four apart (decision 0172,
// the admin's find and CSV). The clear column is then dropped. Outbox bodies that hold a code are sealed the same
// way (decision 0173). The keys are not in the database: the migration is made with them (migrate.ts).

/** An eGC code as orders hand them out (`newEgcCode`, orders/orders.repository.ts): a body holding one is sealed. */
const HOLDS_AN_EGC_CODE = 'EGC-[A-Z2-9]{4}-[A-Z2-9]{4}';

async function sealClearCodes(db: Kysely<any>, keys: EgcCodeKeys): Promise<void> {
  for (;;) {
    const rows: { id: number; egc_code: string }[] = await db
      .selectFrom('order_items')
      .select(['id', 'egc_code'])
      .where('egc_code_sealed', 'is', null)
      .orderBy('id')
      .limit(RESEAL_BATCH)
      .execute();
    await writeEgcCodeColumns(
      db,
      rows.map((row) => ({ id: row.id, columns: egcCodeColumns(keys, row.egc_code) })),
    );
    if (rows.length < RESEAL_BATCH) return;
  }
}

async function sealClearBodies(db: Kysely<any>, keys: EgcCodeKeys): Promise<void> {
  for (;;) {
    const rows: { id: number; body: string }[] = await db
      .selectFrom('outbox')
      .select(['id', 'body'])
      .where('body_sealed', '=', false)
      .where(sql<boolean>`body ~ ${HOLDS_AN_EGC_CODE}`)
      .orderBy('id')
      .limit(RESEAL_BATCH)
      .execute();
    await writeSealedBodies(
      db,
      rows.map((row) => ({ id: row.id, body: sealText(keys, row.body, 'outbox-body') })),
    );
    if (rows.length < RESEAL_BATCH) return;
  }
}

async function up(db: Kysely<any>, keys: EgcCodeKeys): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('egc_code_sealed', 'text')
    .addColumn('egc_code_digest', 'text')
    .addColumn('egc_code_last4', 'text')
    .execute();
  await sealClearCodes(db, keys);
  await sql`
    alter table order_items
      alter column egc_code_sealed set not null,
      alter column egc_code_digest set not null,
      alter column egc_code_last4 set not null,
      add constraint order_items_egc_code_digest_key unique (egc_code_digest),
      drop column egc_code`.execute(db);
  await db.schema.createIndex('order_items_egc_code_last4_idx').on('order_items').column('egc_code_last4').execute();

  await db.schema
    .alterTable('outbox')
    .addColumn('body_sealed', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sealClearBodies(db, keys);
}

/** Back to clear codes: needs the keys that sealed them. */
async function down(db: Kysely<any>, keys: EgcCodeKeys): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('egc_code', 'text').execute();
  const items: { id: number; egc_code_sealed: string }[] = await db
    .selectFrom('order_items')
    .select(['id', 'egc_code_sealed'])
    .execute();
  for (const item of items) {
    const code = openText(keys, item.egc_code_sealed, 'egc-code');
    await db.updateTable('order_items').set({ egc_code: code }).where('id', '=', item.id).execute();
  }
  await sql`
    alter table order_items
      alter column egc_code set not null,
      add constraint order_items_egc_code_key unique (egc_code),
      drop column egc_code_sealed,
      drop column egc_code_digest,
      drop column egc_code_last4`.execute(db);
  const bodies: { id: number; body: string }[] = await db
    .selectFrom('outbox')
    .select(['id', 'body'])
    .where('body_sealed', '=', true)
    .execute();
  for (const row of bodies) {
    const body = openText(keys, row.body, 'outbox-body');
    await db.updateTable('outbox').set({ body }).where('id', '=', row.id).execute();
  }
  await db.schema.alterTable('outbox').dropColumn('body_sealed').execute();
}

/** The migration, made with the keys it seals with. */
export const egcCodesSealed = (keys: EgcCodeKeys): Migration => ({
  up: (db) => up(db, keys),
  down: (db) => down(db, keys),
});
