// docs/product §7 eGCs (decision 0080): each eGC of the signed-in cardholder, code included, for the wallet. A call
// of its own, with no look-up-token reading: the admin's orders call shares the spec's Order and never has a code.
import { z } from 'zod/mini';
import { BARCODE_FORMATS } from '../domain/egcs';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { defineCall } from './envelope';
import { IsoDateTimeSchema, PesosSchema } from './primitives';

export const EgcSchema = z.object({
  id: z.int(),
  orderID: z.int(),
  clientReferenceNo: z.string(),
  dateOrdered: IsoDateTimeSchema,
  expiryDate: IsoDateTimeSchema,
  value: PesosSchema,
  merchant: z.string(),
  image: z.nullable(z.string()),
  code: z.string(),
  barcodeFormat: z.enum(BARCODE_FORMATS),
  /** spec §3, §9: 43 active, 44 redeemed. */
  giftawayStatusID: z.int(),
  usedAt: z.nullable(IsoDateTimeSchema),
});

/** The owner's eGCs, newest order first; 1 or -1 without a cardholder session, an admin's included. */
export const egcsCall = defineCall({
  name: 'egcs',
  method: 'POST',
  path: '/v1/egcs/{id}',
  access: 'cardholder',
  data: z.array(EgcSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});
