// Decision 0143: a looked-up cardholder's transactions and orders one page at a time, sorted by the server. The
// spec §7 calls answer a bare array, which cannot carry a total, so these are calls of their own; the spec calls
// stay as they are. Decision 0234: the cardholder page's summary. Decision 0235: the redemptions a row per eGC.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { SUMMARY_ROUNDS } from '../domain/promo-state/summary';
import { TransactionSchema } from './entities';
import { defineCall } from './envelope';
import { CountSchema, IsoDateTimeSchema, PesosSchema, queryInt, TokenSchema } from './primitives';

/** Ten rows fit the cardholder view without scrolling past the other sections. */
export const ADMIN_TABLE_PAGE_SIZE = 10;
export const ADMIN_TABLE_PAGE_SIZE_MAX = 100;

/** The columns the server sorts transactions by (the category is a name the client reads from the MCC). */
export const TRANSACTION_SORTS = ['date', 'reference', 'location', 'type', 'posted', 'amount'] as const;
/** The columns the server sorts eGCs by (round and state are worded on the client). */
export const ORDER_SORTS = ['date', 'reference', 'merchant', 'value', 'validUntil', 'usedAt'] as const;
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

/** A spend as the admin's table shows it: with its MCC's category name, as the download names it (decision 0235). */
const AdminTransactionRowSchema = z.extend(TransactionSchema, {
  /** The campaign's category of the MCC, without the bank's prefix; null when the MCC is none of the campaign's. */
  categoryName: z.nullable(z.string()),
});

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
  data: z.extend(pagedData(AdminTransactionRowSchema), {
    registeredAt: z.nullable(IsoDateTimeSchema),
    qualifiedSpend: z.number(),
  }),
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 2],
});

/** Decision 0235: one eGC, with what tells it from its order's others: its merchant, value, last four and use. */
const AdminEgcRowSchema = z.object({
  egcID: z.int(),
  orderID: z.int(),
  /** The provider's reference of the order (MAIN-5, BONUSM1-2): says which round it redeemed (spec §3). */
  clientReferenceNo: z.string(),
  dateOrdered: IsoDateTimeSchema,
  expiryDate: z.nullable(IsoDateTimeSchema),
  value: PesosSchema,
  merchant: z.string(),
  /** spec §3, §9: 43 active, 44 redeemed. */
  giftawayStatusID: z.int(),
  /** When the provider reported it used; null while active or when the provider did not say. */
  usedAt: z.nullable(IsoDateTimeSchema),
  /** Decision 0081: the code's last four only. */
  codeEnding: z.nullable(z.string()),
});

/** One page of eGCs (decision 0235: a row per eGC, not per order); `total` counts eGCs. */
export const adminOrdersPageCall = defineCall({
  name: 'adminOrdersPage',
  method: 'GET',
  path: '/api/admin/cardholder/orders',
  prefix: '',
  access: 'admin',
  query: pagedQuery(ORDER_SORTS),
  data: pagedData(AdminEgcRowSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 2],
});

/** Decision 0234: the promo code's status (spec §3; a blocked one is looked up only if blocked since, decision 0032). */
const SUMMARY_CODE_STATUSES = ['issued', 'pending', 'registered', 'blocked'] as const;
const BONUS_STANDINGS = ['claimed', 'claimable', 'expired', 'locked', 'notEarned'] as const;

/**
 * Decision 0234: the cardholder page's summary, worked out on the server by the promo state the cardholder's screens
 * render (domain/promo-state/summary.ts), at the server's now.
 */
export const adminCardholderSummaryCall = defineCall({
  name: 'adminCardholderSummary',
  method: 'GET',
  path: '/api/admin/cardholder/summary',
  prefix: '',
  access: 'admin',
  query: z.object({ token: TokenSchema }),
  data: z.object({
    promoCode: z.string(),
    status: z.enum(SUMMARY_CODE_STATUSES),
    registeredAt: z.nullable(IsoDateTimeSchema),
    qualifiedSpend: PesosSchema,
    /** The highest goal reached: its spend and its eGC's value. */
    tierReached: z.nullable(z.object({ threshold: PesosSchema, reward: PesosSchema })),
    tierClaimed: z.nullable(PesosSchema),
    credits: z.object({ balance: PesosSchema, expiry: z.nullable(IsoDateTimeSchema), expired: z.boolean() }),
    bonusRounds: z.array(z.object({ kind: z.enum(SUMMARY_ROUNDS), standing: z.enum(BONUS_STANDINGS) })),
  }),
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 2],
});

export type AdminEgcRow = z.infer<typeof AdminEgcRowSchema>;
export type AdminTransactionRow = z.infer<typeof AdminTransactionRowSchema>;
export type AdminCardholderSummary = z.infer<typeof adminCardholderSummaryCall.data>;
