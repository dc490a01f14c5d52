// Decision 0143: a looked-up cardholder's transactions and orders one page at a time, sorted by the server. The
// spec §7 calls answer a bare array, which cannot carry a total, so these are calls of their own; the spec calls
// stay as they are.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { OrderSchema, TransactionSchema } from './entities';
import { defineCall } from './envelope';
import { CountSchema, IsoDateTimeSchema, queryInt, TokenSchema } from './primitives';

/** Ten rows fit the cardholder view without scrolling past the other sections. */
export const ADMIN_TABLE_PAGE_SIZE = 10;
export const ADMIN_TABLE_PAGE_SIZE_MAX = 100;

/** The columns the server sorts transactions by (the category is a name the client reads from the MCC). */
export const TRANSACTION_SORTS = ['date', 'reference', 'location', 'type', 'posted', 'amount'] as const;
/** The columns the server sorts redemption groups by (round and status are worded on the client). */
export const ORDER_SORTS = ['date', 'reference', 'merchant', 'quantity', 'value', 'validUntil'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
export type OrderSort = (typeof ORDER_SORTS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const pagedQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.strictObject({
    token: TokenSchema,
    /** Counts from 1; a page past the end answers no rows and the total. */
    page: z._default(queryInt(CountSchema), 1),
    pageSize: z._default(
      queryInt(z.int().check(z.positive(), z.maximum(ADMIN_TABLE_PAGE_SIZE_MAX))),
      ADMIN_TABLE_PAGE_SIZE,
    ),
    sort: z._default(z.enum(sorts), sorts[0]),
    dir: z._default(z.enum(SORT_DIRECTIONS), 'desc'),
  });

const pagedData = <T extends z.ZodMiniType>(row: T) =>
  z.object({ rows: z.array(row), page: z.int(), pageSize: z.int(), total: z.int() });

/**
 * One page of the qualified spend (bonus records, spec §5 BONUS…, left out); `total` counts it all. Ties fall back to
 * the id, in the same direction.
 */
export const adminTransactionsPageCall = defineCall({
  name: 'adminTransactionsPage',
  method: 'GET',
  path: '/api/admin/cardholder/transactions',
  prefix: '',
  access: 'admin',
  query: pagedQuery(TRANSACTION_SORTS),
  // With the registration instant (spend on a day before it does not qualify, spec §1) and the qualified
  // spend in pesos, over every page.
  data: z.extend(pagedData(TransactionSchema), {
    registeredAt: z.nullable(IsoDateTimeSchema),
    qualifiedSpend: z.number(),
  }),
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 2],
});

/**
 * One page of redemption groups (spec §3): `pageSize` counts orders, and `rows` holds every eGC of those orders
 * (one row per eGC, as in the spec call); `total` counts orders.
 */
export const adminOrdersPageCall = defineCall({
  name: 'adminOrdersPage',
  method: 'GET',
  path: '/api/admin/cardholder/orders',
  prefix: '',
  access: 'admin',
  query: pagedQuery(ORDER_SORTS),
  data: pagedData(OrderSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 2],
});
