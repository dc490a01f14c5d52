// The eGC provider's status reports (docs/provider-egc-status.md, decision 0082): a signed server-to-server call,
// outside the cardholder API's prefix. The same events arrive in files through `npm run import:egc-status`.
import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { IsoDateTimeSchema, text } from './primitives';

/** `sha256=<hex>`: HMAC-SHA256 with the shared secret of `<X-Timestamp>.<raw body>`. */
export const PROVIDER_SIGNATURE_HEADER = 'x-signature';
/** Unix seconds when the provider signed; refused more than five minutes from the server's clock. */
export const PROVIDER_TIMESTAMP_HEADER = 'x-timestamp';

export const MAX_EGC_STATUS_EVENTS = 1000;

/** 'redeemed' when a merchant took the eGC (status 44), 'active' when the provider reverses that (43). */
export const EGC_STATUS_EVENT_STATUSES = ['redeemed', 'active'] as const;

export const EgcStatusEventSchema = z.strictObject({
  code: text(z.minLength(1, 'a code is required'), z.maxLength(64)),
  status: z.enum(EGC_STATUS_EVENT_STATUSES),
  /** When it happened at the provider; an event older than the last one applied to its eGC changes nothing. */
  at: IsoDateTimeSchema,
});

const EgcStatusReportSchema = z.strictObject({
  events: z
    .array(EgcStatusEventSchema)
    .check(
      z.minLength(1, 'at least one event is required'),
      z.maxLength(MAX_EGC_STATUS_EVENTS, `at most ${MAX_EGC_STATUS_EVENTS} events`),
    ),
});

const EgcStatusResultSchema = z.object({
  received: z.int(),
  /** Events that changed an eGC's status. */
  applied: z.int(),
  /** Events about a known eGC that changed nothing: already so, or older than what was applied. */
  unchanged: z.int(),
  /** Codes no eGC has: reported back, nothing changed for them. */
  unknownCodes: z.array(z.string()),
});

export const providerEgcStatusCall = defineCall({
  name: 'providerEgcStatus',
  method: 'POST',
  path: '/api/provider/egc-status',
  prefix: '',
  access: 'provider',
  headers: [PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER],
  body: EgcStatusReportSchema,
  data: EgcStatusResultSchema,
  statusIds: [0],
});

export type EgcStatusEvent = z.infer<typeof EgcStatusEventSchema>;
export type EgcStatusResult = z.infer<typeof EgcStatusResultSchema>;
