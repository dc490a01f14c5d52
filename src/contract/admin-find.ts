// Decision 0142: finding a cardholder by a key beyond spec §5's two (promo code, customer number), which
// keep their own calls exactly as specified. A module of its own: only the admin search screen imports it.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { defineCall } from './envelope';
import { text } from './primitives';

export const FIND_KEYS = ['mobile', 'email', 'orderRef', 'egcEnding'] as const;
export type FindKey = (typeof FIND_KEYS)[number];

/** At most this many matches are listed; the answer says when there were more. */
export const FIND_LIMIT = 50;

const FoundCardholderSchema = z.object({
  /** Opens the cardholder through the spec's search (spec §5: the promo code). */
  promoCode: z.string(),
  customerNo: z.string(),
  mobileNo: z.nullable(z.string()),
  emailAddress: z.nullable(z.string()),
  status: z.string(),
});

export const adminFindCall = defineCall({
  name: 'adminFind',
  method: 'GET',
  path: '/api/admin/find',
  prefix: '',
  access: 'admin',
  query: z.object({
    by: z.enum(FIND_KEYS),
    value: text(z.trim(), z.minLength(1, 'a value to search for is required'), z.maxLength(320)),
  }),
  data: z.object({ matches: z.array(FoundCardholderSchema), more: z.boolean() }),
  statusIds: [0, ...SESSION_STATUS_IDS],
});

export type FoundCardholder = z.infer<typeof FoundCardholderSchema>;
export type AdminFindCall = z.infer<typeof adminFindCall.data>;
