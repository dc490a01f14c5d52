// Decision 0140: the campaign at a glance, the admin's landing figures. Every figure is counted by the
// database; days are the campaign calendar's. A module of its own: only the lazily loaded overview imports it.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { BONUS_KINDS } from '../domain/transactions';
import { dayRangeChecks } from './day-range';
import { defineCall } from './envelope';
import { DayKeySchema, PesosSchema } from './primitives';

/** The longest range the per-day figures take: a campaign year and a day. */
export const OVERVIEW_MAX_DAYS = 366;

/** Without a range, the last 30 days up to today. */
export const OVERVIEW_DEFAULT_DAYS = 30;

const CountSchema = z.int().check(z.nonnegative());

const OverviewSchema = z.object({
  /** The range the per-day figures and the messages cover, both ends included, and the campaign's today. */
  range: z.object({ from: DayKeySchema, to: DayKeySchema, today: DayKeySchema }),
  /** Every day of the range, the days without a registration as 0. */
  registrationsPerDay: z.array(z.object({ day: DayKeySchema, registrations: CountSchema })),
  /** Now, every cardholder of the campaign by state. */
  cardholders: z.object({ issued: CountSchema, pending: CountSchema, registered: CountSchema, blocked: CountSchema }),
  /** Registered cardholders by qualified spend, lowest band first; the first band is no spend at all. */
  spendBands: z.array(z.object({ from: PesosSchema, until: z.nullable(PesosSchema), cardholders: CountSchema })),
  /** Per spend goal: registered cardholders whose qualified spend reaches it, and the claims made of it. */
  tiers: z.array(z.object({ threshold: PesosSchema, reward: PesosSchema, reached: CountSchema, claimed: CountSchema })),
  /** Per bonus round: the cardholders holding its bonus record, and those who claimed it. */
  bonusRounds: z.array(z.object({ kind: z.enum(BONUS_KINDS), reached: CountSchema, claimed: CountSchema })),
  /** Every eGC issued; outstanding is the value of those neither used nor expired (the campaign's liability). */
  egcs: z.object({
    issued: CountSchema,
    used: CountSchema,
    expired: CountSchema,
    active: CountSchema,
    outstandingValue: PesosSchema,
  }),
  /** Claimed tiers' credits not yet turned into eGCs and not expired; those whose last day is within 7 days. */
  credits: z.object({
    unclaimedValue: PesosSchema,
    unclaimedCardholders: CountSchema,
    expiringValue: PesosSchema,
    expiringCardholders: CountSchema,
  }),
  /** Messages created in the range: sent, still retrying after a failure, kept as failed, waiting. */
  messages: z.object({ sent: CountSchema, retrying: CountSchema, failed: CountSchema, waiting: CountSchema }),
});

export const adminOverviewCall = defineCall({
  name: 'adminOverview',
  method: 'GET',
  path: '/api/admin/overview',
  prefix: '',
  access: 'admin',
  // Both days or neither; a range that ends before it starts or is too long is refused like any malformed query
  // (HTTP 400), each beside the day it names (decision 0217).
  query: z.object({ from: z.optional(DayKeySchema), to: z.optional(DayKeySchema) }).check(
    z.refine((range) => !(range.from === undefined && range.to !== undefined), {
      path: ['from'],
      message: 'is required when the other day is given',
    }),
    z.refine((range) => !(range.to === undefined && range.from !== undefined), {
      path: ['to'],
      message: 'is required when the other day is given',
    }),
    ...dayRangeChecks('from', 'to', OVERVIEW_MAX_DAYS),
  ),
  data: OverviewSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});

export type AdminOverview = z.infer<typeof OverviewSchema>;
