// Decisions 0120 to 0126: the admin accounts' own calls: the audit trail (owners read it), managing admins
// (owners), and each cardholder's timeline. Every one checks an admin session and the admin's role on the server.
import { z } from 'zod/mini';
import { ADMIN_ROLES } from '../domain/admin-roles';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { RESEND_NOT_AVAILABLE, RESEND_NOTHING_LEFT } from '../domain/redeem-refusals';
import { dayRangeChecks } from './day-range';
import { defineCall } from './envelope';
import {
  CampaignIdSchema,
  CountSchema,
  DayKeySchema,
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  NoDataSchema,
  queryInt,
  TokenSchema,
  text,
} from './primitives';

// The admin login lives here, with the other admin-only calls, and not in auth.ts: a module that the cardholder's
// first view loads keeps in its entry chunk everything any admin screen imports from it (budgets).

/** spec §6, §7: outside the prefix; success is id 5, a failure shows an error built from its id. */
export const adminLoginCall = defineCall({
  name: 'adminLogin',
  method: 'POST',
  path: '/api/account/login',
  prefix: '',
  access: 'public',
  body: z.strictObject({
    emailAddress: EmailSchema,
    password: text(z.minLength(1), z.maxLength(256)),
    id: CampaignIdSchema,
    /** Decision 0122: the second factor: a 6-digit TOTP code, or one of the admin's recovery codes. */
    totp: z.optional(text(z.trim(), z.maxLength(32))),
    /** Decision 0184: the one-time enrolment link's token, when the sign-in page was opened from one. */
    enrolment: z.optional(TokenSchema),
  }),
  /** The ten recovery codes, once, on the sign-in that completed an enrolment; null on any other. */
  data: z.nullable(z.object({ recoveryCodes: z.array(z.string()) })),
  // Decision: wrong email or password answers 2 (the spec's invalid-token id). Decision 0122: 4710 asks for the
  // second factor's code, 4711 for an enrolment (its data: SecondFactorEnrolmentSchema).
  // (Literal ids: importing domain/outcomes here would put its message tables in the first view's entry chunk.)
  statusIds: [5, 2, 4, 4710, 4711],
  successIds: [5],
});

/** Decision 0122: what an admin without a second factor scans (as a QR drawn on the device) or types. */
export const SecondFactorEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() });

/** Decision 0121: what the audit trail records, one name per admin action. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  /** Decision 0186: an e-mail's failed sign-ins reached the daily ceiling; the owners were e-mailed. */
  'sign-in-ceiling-reached',
  'second-factor-enrolled',
  'recovery-code-used',
  'look-up',
  'view-cardholder',
  'view-transactions',
  'view-orders',
  'view-change-log',
  'view-timeline',
  /** Decision 0234: the cardholder page's summary. */
  'view-summary',
  /** A contact edit that took effect at once: before decision 0187 (kept for the rows written then). */
  'edit-contact',
  /** Decision 0187: a contact change asked for, then approved (it took effect) or rejected by a second admin. */
  'contact-change-requested',
  'contact-change-approved',
  'contact-change-rejected',
  'resend-egcs',
  /** Decision 0188: a resend within the cooling-off after a contact change, held for, then given, a decision. */
  'resend-held',
  'resend-approved',
  'resend-rejected',
  'download-transactions',
  'download-orders',
  'report-request',
  /** Decision 0240: a kept report's file downloaded from the report screen. */
  'report-download',
  'admin-created',
  'admin-role-changed',
  'admin-disabled',
  'admin-enabled',
  'second-factor-reset',
  /** Decision 0184: an owner issued a one-time enrolment link for an admin. */
  'enrolment-link-issued',
  'audit-read',
  'audit-download',
  /** Decision 0185: an import checked without importing (the preview). */
  'import-preview',
  'import-transactions',
  /** Decision 0241: an import's rejected rows downloaded from the import screen. */
  'import-rejected-download',
  /** Decision 0185: a signed-in admin asked for what their role does not allow (HTTP 403). */
  'access-refused',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AdminRoleSchema = z.enum(ADMIN_ROLES);

const AuditFilterFieldsSchema = z.object({
  /** The admin's e-mail, exactly (case-insensitive). */
  admin: z.optional(text(z.trim(), z.maxLength(320))),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  /** The cardholder's promo code. */
  cardholder: z.optional(text(z.trim(), z.maxLength(64))),
  /** Days on the campaign's calendar, both ends included. */
  from: z.optional(DayKeySchema),
  to: z.optional(DayKeySchema),
});

/** Decision 0217: the filters as the screen sends them, the days checked as a range; the form parses with it too. */
export const AuditFiltersSchema = AuditFilterFieldsSchema.check(...dayRangeChecks('from', 'to', null));

export const AUDIT_PAGE_SIZE = 50;

const AuditEntrySchema = z.object({
  id: z.string(),
  at: IsoDateTimeSchema,
  admin: z.string(),
  action: z.string(),
  cardholder: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
  clientAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});

/** Newest first, paged on the server: `page` counts from 1. */
export const auditCall = defineCall({
  name: 'audit',
  method: 'GET',
  path: '/api/admin/audit',
  prefix: '',
  access: 'admin',
  query: z
    .extend(AuditFilterFieldsSchema, { page: z._default(queryInt(CountSchema), 1) })
    .check(...dayRangeChecks('from', 'to', null)),
  data: z.object({
    entries: z.array(AuditEntrySchema),
    page: z.int(),
    pageSize: z.int(),
    total: z.int(),
  }),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/** The same filters, every matching row, as CSV escaped like the other downloads (decision 0035). */
export const auditDownloadCall = defineCall({
  name: 'auditDownload',
  method: 'GET',
  path: '/api/admin/audit/download',
  prefix: '',
  access: 'admin',
  query: AuditFiltersSchema,
  kind: 'csv',
  data: z.string(),
  statusIds: [],
  successIds: [],
});

const AdminAccountSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: AdminRoleSchema,
  disabled: z.boolean(),
  secondFactorEnrolled: z.boolean(),
});

/** Decision 0224: `you` marks the signed-in owner's own row, which offers no changes (the server refuses them). */
const AdminListEntrySchema = z.extend(AdminAccountSchema, { you: z.boolean() });

export const adminListCall = defineCall({
  name: 'adminList',
  method: 'GET',
  path: '/api/admin/admins',
  prefix: '',
  access: 'admin',
  data: z.array(AdminListEntrySchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/** Decision 0184: the one-time link an admin enrols a second factor with, shown to the owner once. */
const EnrolmentLinkSchema = z.object({ enrolmentLink: z.string() });

/** Decision 0037: an admin password has at least 12 characters. Decision 0184: answers the new admin's link. */
export const adminCreateCall = defineCall({
  name: 'adminCreate',
  method: 'POST',
  path: '/api/admin/admins',
  prefix: '',
  access: 'admin',
  body: z.strictObject({
    email: EmailSchema,
    password: text(z.minLength(12, 'must be at least 12 characters'), z.maxLength(256)),
    role: AdminRoleSchema,
  }),
  data: z.extend(AdminAccountSchema, EnrolmentLinkSchema.shape),
  // 4679: an admin with this e-mail exists already.
  statusIds: [0, ...SESSION_STATUS_IDS, 4, 4679],
});

/**
 * One change to another admin: a new role, disabled or enabled again, the second factor reset, or (decision 0184)
 * a new enrolment link for an admin not enrolled yet. A reset and a new link answer the link; the others null.
 */
export const adminChangeCall = defineCall({
  name: 'adminChange',
  method: 'POST',
  path: '/api/admin/admins/{id}',
  prefix: '',
  access: 'admin',
  // A plain union: zod's discriminatedUnion would land in every first view's entry chunk (budgets).
  body: z.union([
    z.strictObject({ change: z.literal('role'), role: AdminRoleSchema }),
    z.strictObject({ change: z.literal('disable') }),
    z.strictObject({ change: z.literal('enable') }),
    z.strictObject({ change: z.literal('reset-second-factor') }),
    z.strictObject({ change: z.literal('enrolment-link') }),
  ]),
  data: z.nullable(EnrolmentLinkSchema),
  // 4678: no such admin; 2: an owner cannot change their own account this way (decision 0120), or a new link for an
  // admin who is enrolled already (reset the second factor instead).
  statusIds: [0, ...SESSION_STATUS_IDS, 2, 4, 4678],
});

/**
 * Decision 0120: support and up resend a looked-up cardholder's eGCs of one order to their registered mobile and
 * e-mail, as the cardholder's own resend does (same rule: 4307 within the cooldown, 4308 when every eGC of the
 * order is used or expired, decision 0161). Decision 0188: within the cooling-off after a contact change, the
 * resend is held for a second admin's approval (4712).
 */
export const adminResendCall = defineCall({
  name: 'adminResend',
  method: 'POST',
  path: '/api/admin/resend',
  prefix: '',
  access: 'admin',
  query: z.object({ token: TokenSchema, orderID: queryInt(IdSchema) }),
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS, 2, 4, RESEND_NOT_AVAILABLE, RESEND_NOTHING_LEFT, 4712],
});

/** Decision 0126: who did what to a cardholder's account, all sources in one list, newest first. */
export const TIMELINE_ACTORS = ['cardholder', 'admin', 'provider', 'system'] as const;

const TimelineEventSchema = z.object({
  at: IsoDateTimeSchema,
  kind: z.string(),
  actor: z.enum(TIMELINE_ACTORS),
  /** The admin's e-mail when an admin acted. */
  actorName: z.nullable(z.string()),
  summary: z.string(),
});

/** Decision 0236: rows per page of the timeline. */
export const TIMELINE_PAGE_SIZE = 25;

/**
 * Decision 0236: a page of the timeline, an admin's views of the account one row per visit, of one actor or all;
 * `total` counts the rows of that actor.
 */
export const cardholderTimelineCall = defineCall({
  name: 'cardholderTimeline',
  method: 'GET',
  path: '/api/admin/timeline',
  prefix: '',
  access: 'admin',
  query: z.object({
    token: TokenSchema,
    actor: z.optional(z.enum(TIMELINE_ACTORS)),
    page: z._default(queryInt(CountSchema), 1),
  }),
  data: z.object({ events: z.array(TimelineEventSchema), page: z.int(), pageSize: z.int(), total: z.int() }),
  statusIds: [0, ...SESSION_STATUS_IDS, 2, 4],
});

export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AdminListEntry = z.infer<typeof AdminListEntrySchema>;
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;
export type TimelineActor = (typeof TIMELINE_ACTORS)[number];
