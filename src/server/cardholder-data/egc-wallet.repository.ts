import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { EgcSchema } from '../../contract/wallet';
import type { Database } from '../db/schema';
import { openEgcCode } from '../platform/egc-codes/egc-code-columns';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { orderItemFields } from '../platform/order-items.repository';

// The wallet's read (decision 0080): the signed-in cardholder's eGCs with their codes, each with its merchant's
// logo and barcode format from the catalogue. Only this read selects a full code for an answer; the admin's
// reads never do (decision 0081). Codes are kept sealed (decision 0170): opened here, for their owner.

type Egc = z.infer<typeof EgcSchema>;

/** One per eGC, the newest order first and in its own order within it, as the orders read lists them. */
export async function loadOwnEgcs(db: Kysely<Database>, keys: EgcCodeKeys, cardholderId: number): Promise<Egc[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('denominations as d', 'd.id', 'i.denomination_id')
    .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
    .where('o.cardholder_id', '=', cardholderId)
    .select(['i.id', 'i.order_id', 'o.client_reference_no', 'o.created_at', 'o.expires_at', 'i.value_centavos'])
    .select(['i.merchant_name', 'm.image', 'i.egc_code_sealed', 'm.barcode_format', 'i.status_id', 'i.used_at'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...orderItemFields(row),
    image: row.image,
    code: openEgcCode(keys, row.egc_code_sealed),
    barcodeFormat: row.barcode_format,
    usedAt: row.used_at === null ? null : row.used_at.toISOString(),
  }));
}
