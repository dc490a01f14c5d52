// spec §7: success and failure events and a pageview for /bonusclaim. Architecture §4: a first-party sink,
// sent with navigator.sendBeacon, so no third-party script loads.
import { z } from 'zod';
import { defineCall } from './envelope';
import { NoDataSchema } from './primitives';

export const ANALYTICS_EVENT_NAMES = ['success', 'failure', 'pageview'] as const;

const DetailValueSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const AnalyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  /** The app path the event happened on, e.g. '/bonusclaim'. */
  path: z.string().startsWith('/', "must start with '/'").max(2048),
  /** Flat facts such as `{ call: 'redeem', statusId: 7 }`. */
  detail: z
    .record(z.string().max(64), DetailValueSchema)
    .refine((detail) => Object.keys(detail).length <= 20, { message: 'at most 20 detail fields' })
    .optional(),
});

export const analyticsEventCall = defineCall({
  name: 'analyticsEvent',
  method: 'POST',
  path: '/api/events',
  prefix: '',
  access: 'public',
  body: AnalyticsEventSchema,
  data: NoDataSchema,
  statusIds: [0],
});

export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
