import { type Expression, type Kysely, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { EgcSchema } from '../../contract/wallet';
import type { BarcodeFormat } from '../../domain/egcs';
import type { Database } from '../db/schema';
import { type CardholderRead, runCardholderRead } from '../platform/cardholder-read.repository';
import { openEgcCode } from '../platform/egc-codes/egc-code-columns';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { isoText } from '../platform/json-text.repository';
import { orderItemFields } from '../platform/order-items.repository';

// The wallet's read (decision 0080): the signed-in cardholder's eGCs with their codes, each with its merchant's
// logo and barcode format from the catalogue. Only this read selects a full code for an answer; the admin's
// reads never do (decision 0081). Codes are kept sealed (decision 0170): opened here, for their owner. Like the
// dashboard's reads, one value of the call's one statement (decision 0193).

type Egc = z.infer<typeof EgcSchema>;

/** One eGC as the database sends it: a JSON array in the order of the select below. */
type EgcTuple = [
  id: number,
  orderId: number,
  clientReferenceNo: string,
  createdAt: string,
  expiresAt: string,
  valueCentavos: number,
  merchantName: string,
  image: string | null,
  sealedCode: string,
  barcodeFormat: BarcodeFormat,
  statusId: number,
  usedAt: string | null,
];

/** One per eGC, the newest order first and in its own order within it, as the orders read lists them. */
export function walletRead(keys: EgcCodeKeys): CardholderRead<Egc[]> {
  return {
    json: (cardholderId: Expression<number>) => sql<string>`(
      select coalesce(json_agg(json_build_array(
        i.id, i.order_id, o.client_reference_no, ${isoText('o.created_at')}, ${isoText('o.expires_at')},
        i.value_centavos, i.merchant_name, m.image, i.egc_code_sealed, m.barcode_format, i.status_id,
        ${isoText('i.used_at')}
      ) order by o.created_at desc, o.id desc, i.id), '[]')::text
      from order_items i
      join orders o on o.id = i.order_id
      join denominations d on d.id = i.denomination_id
      join merchants m on m.id = d.merchant_id
      where o.cardholder_id = ${cardholderId})`,
    answer: (json) =>
      (JSON.parse(json ?? '[]') as EgcTuple[]).map(
        ([id, orderId, reference, createdAt, expiresAt, value, merchant, image, sealed, format, statusId, usedAt]) => ({
          id,
          ...orderItemFields({
            order_id: orderId,
            client_reference_no: reference,
            created_at: new Date(createdAt),
            expires_at: new Date(expiresAt),
            value_centavos: value,
            merchant_name: merchant,
            status_id: statusId,
          }),
          image,
          code: openEgcCode(keys, sealed),
          barcodeFormat: format,
          usedAt,
        }),
      ),
  };
}

export function loadOwnEgcs(db: Kysely<Database>, keys: EgcCodeKeys, cardholderId: number): Promise<Egc[]> {
  return runCardholderRead(db, walletRead(keys), cardholderId);
}
