// spec §7 the signed-in cardholder's own data. spec §4: 1 or -1 marks the session as not allowed.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { CreditSchema, MerchantCategorySchema, OrderSchema, TransactionSchema } from './entities';
import { defineCall } from './envelope';

export const creditsCall = defineCall({
  name: 'credits',
  method: 'POST',
  path: '/v4/credits/{campaignID}',
  access: 'cardholder',
  data: CreditSchema,
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/**
 * Same method and path as the admin's `adminTransactionsCall`, which adds `?token=`: the server answers the
 * signed-in cardholder without the query and the looked-up cardholder (admin session) with it.
 */
export const transactionsCall = defineCall({
  name: 'transactions',
  method: 'POST',
  path: '/v2/transactions/{campaignID}',
  access: 'cardholder',
  data: z.array(TransactionSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/** Same method and path as `adminOrdersCall` (which adds `?token=`). */
export const ordersCall = defineCall({
  name: 'orders',
  method: 'POST',
  path: '/v3/orders/{id}',
  access: 'cardholder',
  data: z.array(OrderSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/** spec §7: categories with mccID, name and count; for rewards also id, name and merchants. */
export const merchantCategoriesCall = defineCall({
  name: 'merchantCategories',
  method: 'POST',
  path: '/transactions/v2/mcc/{id}',
  access: 'cardholder',
  data: z.array(MerchantCategorySchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});
