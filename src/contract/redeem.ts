// spec §7 claiming eGCs and resending them. Architecture §4: redeem and resend require an Idempotency-Key, so a
// replayed request (a queued offline resend, a double tap, a proxy's re-send) answers the first result and never
// orders twice.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import {
  REDEEM_REFUSAL,
  RESEND_AFTER_CONTACT_CHANGE,
  RESEND_NOT_AVAILABLE,
  RESEND_NOTHING_LEFT,
} from '../domain/redeem-refusals';
import { defineCall } from './envelope';
import { CampaignIdSchema, CountSchema, IdSchema, NoDataSchema, queryInt, text } from './primitives';

/**
 * Required on redeem, bonus redeem and resend (decision 0152): a call without it is refused with HTTP 400 and
 * changes nothing. A proxy re-sends a request whose instance died after committing it; the key makes that re-send
 * answer the first one's result instead of ordering again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A client-made unique key (e.g. a UUID) per intended action. */
export const IdempotencyKeySchema = text(z.regex(/^[\w-]{16,128}$/, 'must be 16-128 letters, digits, - or _'));

const RewardItemSchema = z.strictObject({
  /** The reward entry's merchantID. */
  merchant: z.strictObject({ id: IdSchema }),
  /** The reward entry's denominationID. */
  denomination: z.strictObject({ id: IdSchema }),
  quantity: CountSchema,
});

/**
 * Decision 0103: the most rewards one redemption may list. A catalogue holds one entry per merchant and
 * denomination (each listed once), and a campaign's catalogue is a few dozen entries (the demo's: 14); a list
 * longer than this cannot be a real claim, and is refused before it is looked at.
 */
export const MAX_REWARD_ITEMS = 100;

type RewardItem = z.infer<typeof RewardItemSchema>;

/** Linear: each merchant and denomination pair once (decision 0103: the pairwise check was quadratic). */
function eachRewardOnce(items: readonly RewardItem[]): boolean {
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.merchant.id}:${item.denomination.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

const RedeemBodySchema = z.strictObject({
  rewards: z
    .array(RewardItemSchema)
    .check(
      z.minLength(1, 'at least one reward is required'),
      z.maxLength(MAX_REWARD_ITEMS, `at most ${MAX_REWARD_ITEMS} rewards`),
      z.refine(eachRewardOnce, { message: 'each merchant and denomination may be listed once' }),
    ),
  id: CampaignIdSchema,
});

/** Decision: both redeem calls answer the orderID of the redemption group they created (spec §3). */
const RedeemedSchema = z.object({ orderID: z.int() });

export const redeemCall = defineCall({
  name: 'redeem',
  method: 'POST',
  path: '/redeem/{id}',
  access: 'cardholder',
  body: RedeemBodySchema,
  headers: [IDEMPOTENCY_KEY_HEADER],
  data: RedeemedSchema,
  // spec §8: 7 maximum redemption reached.
  statusIds: [0, ...SESSION_STATUS_IDS, 4, ...Object.values(REDEEM_REFUSAL)],
});

/** spec §5: one reward only, quantity 1, on bonus redemptions. */
const BonusRedeemBodySchema = z.strictObject({
  rewards: z
    .array(z.extend(RewardItemSchema, { quantity: z.literal(1, 'a bonus reward has quantity 1') }))
    .check(z.length(1, 'a bonus redemption takes exactly one reward')),
  id: CampaignIdSchema,
  /** spec §7: the id of the relevant bonus transaction. */
  token: IdSchema,
});

export const bonusRedeemCall = defineCall({
  name: 'bonusRedeem',
  method: 'POST',
  path: '/redeem/v2/bonus/{id}',
  access: 'cardholder',
  body: BonusRedeemBodySchema,
  headers: [IDEMPOTENCY_KEY_HEADER],
  data: RedeemedSchema,
  statusIds: [0, ...SESSION_STATUS_IDS, 4, ...Object.values(REDEEM_REFUSAL)],
});

export const resendCall = defineCall({
  name: 'resend',
  method: 'POST',
  path: '/resend/{id}',
  access: 'cardholder',
  query: z.object({ orderID: queryInt(IdSchema) }),
  headers: [IDEMPOTENCY_KEY_HEADER],
  data: NoDataSchema,
  // Decisions 0161 and 0188: 4307 resent within the cooldown, 4308 nothing left to resend (every eGC used or
  // expired), 4309 within the cooling-off after a contact change.
  statusIds: [0, ...SESSION_STATUS_IDS, 4, RESEND_NOT_AVAILABLE, RESEND_NOTHING_LEFT, RESEND_AFTER_CONTACT_CHANGE],
});
