// spec §7 reports and downloads (admin). Reports are e-mailed jobs (Architecture §4); downloads stream CSV.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { dayRangeChecks } from './day-range';
import { defineCall } from './envelope';
import { CampaignIdSchema, DayKeySchema, IsoDateTimeSchema, NoDataSchema, queryInt, TokenSchema } from './primitives';

/** spec §7 report types; Registration Summary is the default. */
export const REPORT_TYPES = [
  { id: 4791, label: 'Registration Summary' },
  { id: 4292, label: 'Redemption Summary' },
  { id: 4783, label: 'Cardholders Per Tier' },
] as const;

export type ReportTypeId = (typeof REPORT_TYPES)[number]['id'];

export const DEFAULT_REPORT_TYPE_ID: ReportTypeId = 4791;

const ReportTypeIdSchema = z.union([z.literal(4791), z.literal(4292), z.literal(4783)], {
  message: 'must be one of the report types 4791, 4292 or 4783',
});

const REPORT_FIELDS = {
  startdate: DayKeySchema,
  enddate: DayKeySchema,
  typeid: z._default(queryInt(ReportTypeIdSchema), DEFAULT_REPORT_TYPE_ID),
};

/** Decision 0036: a report covers at most 366 days, so one request cannot build an unbounded file. */
export const MAX_REPORT_DAYS = 366;

/** Decision 0217: the end on or after the start, and at most a year and a day, refused beside the end date. */
const reportRange = dayRangeChecks('startdate', 'enddate', MAX_REPORT_DAYS);

/**
 * spec §7 "Generate report", as the spec gives it: a GET with the range in the query. Decision 0181: it changes
 * state (a job, an e-mail), so the server takes it only from the portal's own pages (decision 0102's check, as the
 * GET logoff); the portal itself asks with `requestReportCall`.
 */
export const generateReportCall = defineCall({
  name: 'generateReport',
  method: 'GET',
  path: '/report/generate/{id}',
  access: 'admin',
  query: z.object(REPORT_FIELDS).check(...reportRange),
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/** Decision 0181: the same request as a POST with a JSON body, the form the portal's report screen sends. */
export const requestReportCall = defineCall({
  name: 'requestReport',
  method: 'POST',
  path: '/report/generate/{id}',
  access: 'admin',
  body: z.strictObject({ ...REPORT_FIELDS, id: CampaignIdSchema }).check(...reportRange),
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/** Decision 0240: how many of the newest reports the report screen lists. */
export const REPORT_HISTORY_SIZE = 20;

const ReportHistoryEntrySchema = z.object({
  id: z.int(),
  typeId: z.int(),
  typeLabel: z.string(),
  startDate: DayKeySchema,
  endDate: DayKeySchema,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Why it failed, in words; null otherwise. */
  error: z.nullable(z.string()),
  /** The e-mail of the admin who asked: the report went to them. */
  requestedBy: z.string(),
  requestedAt: IsoDateTimeSchema,
  finishedAt: z.nullable(IsoDateTimeSchema),
  /** Its file is kept and may be downloaded (`downloadReportCall`). */
  downloadable: z.boolean(),
});

export type ReportHistoryEntry = z.infer<typeof ReportHistoryEntrySchema>;

/** Decision 0240: the newest reports asked for, by any admin, newest first. */
export const reportHistoryCall = defineCall({
  name: 'reportHistory',
  method: 'GET',
  path: '/api/admin/reports',
  prefix: '',
  access: 'admin',
  data: z.object({ reports: z.array(ReportHistoryEntrySchema) }),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

/** Decision 0240: a finished report's CSV, the file its e-mail carried. */
export const downloadReportCall = defineCall({
  name: 'downloadReport',
  method: 'GET',
  path: '/api/admin/reports/{id}/download',
  prefix: '',
  access: 'admin',
  kind: 'csv',
  data: z.string(),
  statusIds: [],
  successIds: [],
});

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The looked-up cardholder's token, as from the admin inquiry. */
const downloadQuery = z.object({ token: TokenSchema });

export const downloadTransactionsCall = defineCall({
  name: 'downloadTransactions',
  method: 'GET',
  path: '/v2/transactions/download/{campaignID}',
  access: 'admin',
  query: downloadQuery,
  kind: 'csv',
  data: z.string(),
  statusIds: [],
  successIds: [],
});

export const downloadOrdersCall = defineCall({
  name: 'downloadOrders',
  method: 'GET',
  path: '/v2/orders/download/{campaignID}',
  access: 'admin',
  query: downloadQuery,
  kind: 'csv',
  data: z.string(),
  statusIds: [],
  successIds: [],
});
