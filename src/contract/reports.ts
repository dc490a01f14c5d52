// spec §7 reports and downloads (admin). Reports are e-mailed jobs (Architecture §4); downloads stream CSV.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { defineCall } from './envelope';
import { DayKeySchema, NoDataSchema, queryInt, TokenSchema } from './primitives';

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

const GenerateReportQuerySchema = z
  .object({
    startdate: DayKeySchema,
    enddate: DayKeySchema,
    typeid: z._default(queryInt(ReportTypeIdSchema), DEFAULT_REPORT_TYPE_ID),
  })
  .check(
    z.refine((query) => query.enddate >= query.startdate, {
      path: ['enddate'],
      message: 'enddate must be on or after startdate',
    }),
  );

export const generateReportCall = defineCall({
  name: 'generateReport',
  method: 'GET',
  path: '/report/generate/{id}',
  access: 'admin',
  query: GenerateReportQuerySchema,
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
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
