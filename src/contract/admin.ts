// spec §6, §7 admin calls. Architecture §4: every one checks an admin session on the server.
import { z } from 'zod/mini';
import { REASON_MAX_LENGTH } from '../domain/contact-edit';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { OrderSchema, TransactionSchema } from './entities';
import { defineCall } from './envelope';
import { ANALYTICS_EVENT_NAMES } from './events';
import {
  CampaignIdSchema,
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  MobileNoSchema,
  NoDataSchema,
  queryInt,
  TokenSchema,
  text,
} from './primitives';

/**
 * spec §5: an 8-character promo code sent as '{voucherPrefix}-{code}', or a customer number with its prefix
 * added. The server tells them apart; the contract only bounds the text.
 */
const AdminSearchCodeSchema = text(
  z.trim(),
  z.minLength(1, 'a promo code or customer number is required'),
  z.maxLength(64),
);

/** spec §7 user info `src`: 1 for a promo code, 2 for a customer number. */
export const USER_INFO_SOURCE = { promoCode: 1, customerNumber: 2 } as const;

export const adminInquiryCall = defineCall({
  name: 'adminInquiry',
  method: 'POST',
  path: '/v2/inquire/{id}',
  access: 'admin',
  query: z.object({ code: AdminSearchCodeSchema }),
  body: z.strictObject({ code: AdminSearchCodeSchema, id: CampaignIdSchema }),
  /** The token that names the looked-up cardholder in the admin transactions and orders calls. */
  data: z.object({ token: TokenSchema }),
  // spec §8: 4678 invalid or not registered.
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 4678],
});

const lookupQuery = z.object({ token: TokenSchema });

/** Same method and path as the cardholder's `transactionsCall`; `?token=` selects the admin reading. */
export const adminTransactionsCall = defineCall({
  name: 'adminTransactions',
  method: 'POST',
  path: '/v2/transactions/{id}',
  access: 'admin',
  query: lookupQuery,
  data: z.array(TransactionSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 2],
});

/** Same method and path as the cardholder's `ordersCall`; `?token=` selects the admin reading. */
export const adminOrdersCall = defineCall({
  name: 'adminOrders',
  method: 'POST',
  path: '/v3/orders/{id}',
  access: 'admin',
  query: lookupQuery,
  data: z.array(OrderSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 2],
});

const UserInfoSchema = z.object({
  customerNo: z.string(),
  emailAddress: z.nullable(z.string()),
  mobileNO: z.nullable(z.string()),
  userID: z.int(),
});

export const userInfoCall = defineCall({
  name: 'userInfo',
  method: 'POST',
  path: '/user/info/{id}',
  access: 'admin',
  query: z.object({
    code: AdminSearchCodeSchema,
    src: queryInt(z.union([z.literal(USER_INFO_SOURCE.promoCode), z.literal(USER_INFO_SOURCE.customerNumber)])),
  }),
  data: UserInfoSchema,
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 4678],
});

/** Decision 0218: the contact fields a change shares with another cardholder (4714's data, joined by ','). */
export const CONTACT_FIELDS = ['emailAddress', 'mobileNO'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** 4714's data read back: the fields another cardholder has too. */
export const contactFieldsInUse = (data: unknown): ContactField[] =>
  typeof data === 'string' ? CONTACT_FIELDS.filter((field) => data.split(',').includes(field)) : [];

export const userUpdateCall = defineCall({
  name: 'userUpdate',
  method: 'POST',
  path: '/user/update/{id}',
  access: 'admin',
  // spec §5: email required and valid; mobile required. Decision 0218: the reason the change is asked for, and
  // `confirmShared` once the admin was warned that another cardholder has the e-mail or mobile.
  body: z.strictObject({
    emailAddress: EmailSchema,
    mobileNO: MobileNoSchema,
    userID: IdSchema,
    reason: text(z.trim(), z.minLength(1, 'is required'), z.maxLength(REASON_MAX_LENGTH)),
    confirmShared: z.optional(z.boolean()),
  }),
  data: NoDataSchema,
  // Decision 0187: 4712, the change waits for a second admin's approval (0: saving the same values, nothing to do).
  // Decision 0218: 4714, another cardholder has the new e-mail or mobile: nothing was asked for until confirmed.
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 4678, 4712, 4714],
});

export const ContactSchema = z.object({ emailAddress: z.nullable(z.string()), mobileNo: z.nullable(z.string()) });

const ChangeLogEntrySchema = z.object({
  dateCreated: IsoDateTimeSchema,
  modifiedBy: z.string(),
  changeLog: z.object({ from: ContactSchema, to: ContactSchema }),
  /** Decision 0218: why the change was asked for (null for changes made before reasons were kept). */
  reason: z.nullable(z.string()),
});

/** spec §5: edit history is shown newest first. */
export const changeLogCall = defineCall({
  name: 'changeLog',
  method: 'POST',
  path: '/user/changelog/{id}',
  access: 'admin',
  body: z.strictObject({ id: CampaignIdSchema, userID: IdSchema }),
  data: z.array(ChangeLogEntrySchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/**
 * Decision 0090: the outbox as an admin sees it, above all the messages kept as failed after every retry (an
 * operator re-drives them with `npm run outbox -- redrive`).
 */
export const outboxSummaryCall = defineCall({
  name: 'outboxSummary',
  method: 'GET',
  path: '/api/admin/outbox',
  prefix: '',
  access: 'admin',
  data: z.object({
    waiting: z.int(),
    failed: z.int(),
    sent: z.int(),
    oldestWaitingAt: z.nullable(IsoDateTimeSchema),
  }),
  statusIds: [0, ...SESSION_STATUS_IDS],
});

/** Decision 0068: how many events of each name the sink has kept, for the admin dashboard. */
export const analyticsSummaryCall = defineCall({
  name: 'analyticsSummary',
  method: 'GET',
  path: '/api/admin/events',
  prefix: '',
  access: 'admin',
  data: z.array(z.object({ name: z.enum(ANALYTICS_EVENT_NAMES), count: z.int() })),
  statusIds: [0, ...SESSION_STATUS_IDS],
});

export type UserInfo = z.infer<typeof UserInfoSchema>;
export type ChangeLogEntry = z.infer<typeof ChangeLogEntrySchema>;
