// spec §3 entities as they travel. Responses are not strict (a newer server may add fields); their inferred
// types must stay assignable to the domain's interfaces, checked at compile time by
// entities.test.ts.
import { z } from 'zod/mini';
import { MerchantSchema } from '../domain/campaign-config';
import { IsoDateTimeSchema, PesosSchema } from './primitives';

const nullableString = z.nullable(z.string());

export const TransactionSchema = z.object({
  /** spec §3: a bonus transaction's id is the token used for bonus redemption. */
  id: z.int(),
  referenceNo: z.string(),
  transactionDateTime: IsoDateTimeSchema,
  postedDateTime: z.nullable(IsoDateTimeSchema),
  expiryDateTime: z.nullable(IsoDateTimeSchema),
  value: PesosSchema,
  type: nullableString,
  mccID: z.nullable(z.int()),
  location: nullableString,
  order: z.nullable(
    z.object({
      id: z.int(),
      canResend: z.boolean(),
      recipient: z.nullable(z.object({ mobileNo: nullableString, emailAddress: nullableString })),
    }),
  ),
});

export const OrderSchema = z
  .object({
    orderID: z.int(),
    clientReferenceNo: z.string(),
    dateOrdered: IsoDateTimeSchema,
    expiryDate: z.nullable(IsoDateTimeSchema),
    value: PesosSchema,
    merchant: z.string(),
    /** spec §3, §9: 43 active, 44 redeemed. */
    giftawayStatusID: z.int(),
    /** spec §3: the same status, also as status.id. */
    status: z.optional(z.object({ id: z.int() })),
    canResend: z.boolean(),
  })
  .check(
    z.refine((order) => order.status === undefined || order.status.id === order.giftawayStatusID, {
      path: ['status', 'id'],
      message: 'status.id must equal giftawayStatusID',
    }),
  );

export const MerchantCategorySchema = z.object({
  id: z.int(),
  mccID: z.int(),
  name: z.string(),
  /** Qualifying transactions in the category; reached when above 0 (spec §3). */
  count: z.int().check(z.nonnegative()),
  image: z.optional(nullableString),
  color: z.optional(nullableString),
  /** The rewards of the category, where the call lists them (spec §7 merchant categories). */
  merchants: z.optional(z.array(MerchantSchema)),
});

export const CreditSchema = z.object({
  credits: PesosSchema,
  isCreditsExpired: z.boolean(),
  creditsExpiry: z.nullable(IsoDateTimeSchema),
  registeredDateTime: z.nullable(IsoDateTimeSchema),
  isBonusExpired: z.boolean(),
  cardTypeID: z.nullable(z.int()),
  points: z.object({ active: PesosSchema, redeemed: PesosSchema, expired: PesosSchema }),
});
