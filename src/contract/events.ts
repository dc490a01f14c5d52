// spec §7: success and failure events and a pageview for /bonusclaim. Architecture §4: a first-party sink,
// sent with navigator.sendBeacon, so no third-party script loads.
import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { NoDataSchema, text } from './primitives';

export const ANALYTICS_EVENT_NAMES = ['success', 'failure', 'pageview'] as const;

const DetailValueSchema = z.union([text(z.maxLength(500)), z.number(), z.boolean(), z.null()]);

const AnalyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  /** The app path the event happened on, e.g. '/bonusclaim'. */
  path: text(z.startsWith('/', "must start with '/'"), z.maxLength(2048)),
  /** Flat facts such as `{ call: 'redeem', statusId: 7 }`. */
  detail: z.optional(
    z
      .record(text(z.maxLength(64)), DetailValueSchema)
      .check(z.refine((detail) => Object.keys(detail).length <= 20, { message: 'at most 20 detail fields' })),
  ),
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
