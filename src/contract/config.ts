// spec §3 page config. Architecture §4: the shell is static and cacheable, so the config is data fetched here.
import { z } from 'zod/mini';
import { ADMIN_ROLES } from '../domain/admin-role-names';
import {
  FormSettingsSchema,
  FrequencyWindowsSchema,
  SpendGoalsSchema,
  TimeZoneSchema,
  UISchemaSchema,
} from '../domain/campaign-config';
import { defineCall } from './envelope';
import { CampaignIdSchema, IsoDateTimeSchema } from './primitives';

export const PageConfigSchema = z.object({
  settings: FormSettingsSchema,
  uiSchema: UISchemaSchema,
  /** The signed-in cardholder's promo code, or null. */
  code: z.nullable(z.string()),
  campaignID: CampaignIdSchema,
  /** spec §4: countdowns and by-day expiry run from server time, not the device's. */
  serverDateTime: IsoDateTimeSchema,
  isAuthenticated: z.boolean(),
  isAdmin: z.boolean(),
  /** Decision 0120: the signed-in admin's role (screens offer only what it may do), or null. */
  adminRole: z.optional(z.nullable(z.enum(ADMIN_ROLES))),
  /** spec §5: added to an admin's customer number search. */
  customerNoPrefix: z.string(),
  // So the client's rules use the campaign's own values.
  timeZone: TimeZoneSchema,
  spendGoals: SpendGoalsSchema,
  frequencyWindows: FrequencyWindowsSchema,
});

export const configCall = defineCall({
  name: 'config',
  method: 'GET',
  path: '/api/config',
  prefix: '',
  access: 'public',
  data: PageConfigSchema,
  statusIds: [0],
});

export const healthCall = defineCall({
  name: 'health',
  method: 'GET',
  path: '/healthz',
  prefix: '',
  access: 'public',
  kind: 'json',
  data: z.object({ ok: z.literal(true) }),
  statusIds: [],
  successIds: [],
});

/**
 * Decision 0094: readiness for the proxy in front of several instances: 200 while this instance takes requests,
 * 503 once it drains on SIGTERM or cannot reach its database. `/healthz` is liveness: the process answers.
 */
export const readinessCall = defineCall({
  name: 'readiness',
  method: 'GET',
  path: '/readyz',
  prefix: '',
  access: 'public',
  kind: 'json',
  data: z.object({ ok: z.boolean(), reason: z.optional(z.enum(['draining', 'database'])) }),
  statusIds: [],
  successIds: [],
});

export type PageConfig = z.infer<typeof PageConfigSchema>;
