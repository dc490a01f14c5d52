import { randomInt } from 'node:crypto';
import { normalisePromoCode } from '../../domain/validation';
import type { KeyRing } from '../platform/keys/key-ring';
import { enqueueMessage } from '../platform/outbox.repository';
import { hmacHex, purposeKey, randomToken, sameDigest, sha256Hex } from '../platform/token-crypto';
import { validateDueRegistrations } from '../registration/after-registration';
import type { AuthContext } from './auth-context';
import { lockCardholderById } from './guess-budget.repository';
import { spendStrangerGuess, strangerBudget } from './guess-budget.service';
import { maskedContact } from './mask-contact';
import {
  challengeOwner,
  insertChallenge,
  lockCardholder,
  lockChallenge,
  markVerified,
  type OpenChallenge,
  type RecordedSend,
  recordWrongCode,
  retireOpenChallenges,
  sendsSince,
} from './otp-challenges.repository';
import { otpMessages } from './otp-messages';
import { OTP_POLICY, type PastSend, retryAfterSeconds, type SendAllowance, sendWaitMs } from './otp-policy';

// spec §4 login flow: send OTP → verify → login. Rules and limits: docs/decisions/0010-sign-in-limits.md; who may
// have how many codes sent: docs/decisions/0104-limits-a-stranger-cannot-turn-on-the-owner.md.

/** Decision 0175: the promo code's guess budget for devices not signed in before is spent until `reopensAt`. */
type GuessesSpent = { readonly ok: false; readonly reason: 'GUESSES_SPENT'; readonly reopensAt: Date };

export type SendOtpDecision =
  | { readonly ok: true; readonly token: string; readonly contact: string }
  | { readonly ok: false; readonly reason: 'NOT_REGISTERED' | 'NO_CONTACT' }
  | { readonly ok: false; readonly reason: 'TOO_SOON'; readonly retryAfterSeconds: number }
  | GuessesSpent;

/** Who asks for a code (decision 0104): their address, and whose device their device cookie says it is. */
export interface SendRequester {
  /** The client as per-address limits count it (`clientKeyOf`: an IPv6 host by its /64). */
  readonly clientAddress: string;
  readonly deviceCardholderId: number | undefined;
}

export type VerifyOtpDecision =
  | { readonly ok: true; readonly loginToken: string; readonly cardholderId: number }
  | { readonly ok: false; readonly reason: 'WRONG_CODE' | 'EXPIRED' }
  | GuessesSpent;

/** spec §9: OTP length 4, from a CSPRNG. */
const newOtpCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/** Keyed by a signing key over the token and the code: a database leak alone cannot test the 10,000 codes. */
const codeHash = (key: string, token: string, code: string): string =>
  hmacHex(purposeKey(key, 'otp-code'), `${token}:${code}`);

/** Decision 0091: a code sent just before a key rotation still verifies with the key it was hashed with. */
const codeMatches = (keys: KeyRing, stored: string, token: string, code: string): boolean =>
  keys.accepted.some((key) => sameDigest(stored, codeHash(key, token, code)));

/**
 * Decision 0104: the client address is kept as an HMAC, never as itself; it verifies under every accepted key so
 * a key rotation does not hand each client a fresh allowance.
 */
const clientDigest = (key: string, address: string): string => hmacHex(purposeKey(key, 'otp-send-client'), address);

const asPastSends = (sends: readonly RecordedSend[], thisClient: readonly string[]): PastSend[] =>
  sends.map((send) => ({
    at: send.at,
    allowance: send.allowance,
    fromThisClient: send.clientDigest !== null && thisClient.includes(send.clientDigest),
  }));

/** spec §8 Send OTP: 1 for anything not registered. A new code retires the earlier ones it may replace. */
export async function sendOtp(
  context: AuthContext,
  rawCode: string,
  requester: SendRequester,
): Promise<SendOtpDecision> {
  const { db, campaignId, now } = context;
  const promoCode = normalisePromoCode(rawCode);
  return db.transaction().execute(async (trx): Promise<SendOtpDecision> => {
    // The validation step first, so a code it registers now can sign in now (as the inquiry says).
    const confirmation = { keys: context.keys, origin: context.origin };
    await validateDueRegistrations(trx, now, context.validationDelayMs, { campaignId, promoCode }, confirmation);
    const cardholder = await lockCardholder(trx, campaignId, promoCode);
    if (cardholder?.status !== 'registered') return { ok: false, reason: 'NOT_REGISTERED' };
    if (!cardholder.mobileNo && !cardholder.emailAddress) return { ok: false, reason: 'NO_CONTACT' };
    // Decision 0104: the owner's signed-in device has its own allowance; anyone else shares the code's.
    const allowance: SendAllowance = requester.deviceCardholderId === cardholder.id ? 'device' : 'shared';
    // Decision 0175: no code goes to a device not signed in before while the guess budget is spent (its messages
    // would cost the owner and its tries could not be counted); the owner's known device is not held back.
    if (allowance === 'shared') {
      const budget = await strangerBudget(trx, cardholder.id, now);
      if (!budget.open) return { ok: false, reason: 'GUESSES_SPENT', reopensAt: budget.reopensAt };
    }
    const thisClient = context.keys.accepted.map((key) => clientDigest(key, requester.clientAddress));
    const since = new Date(now.getTime() - OTP_POLICY.sendWindowMs);
    const sends = asPastSends(await sendsSince(trx, cardholder.id, since), thisClient);
    const waitMs = sendWaitMs(sends, allowance, now);
    if (waitMs > 0) return { ok: false, reason: 'TOO_SOON', retryAfterSeconds: retryAfterSeconds(waitMs) };

    const token = randomToken();
    const code = newOtpCode();
    await retireOpenChallenges(trx, cardholder.id, allowance, now);
    const expiresAt = new Date(now.getTime() + OTP_POLICY.codeLifetimeMs);
    await insertChallenge(
      trx,
      {
        cardholderId: cardholder.id,
        tokenHash: sha256Hex(token),
        codeHash: codeHash(context.keys.current, token, code),
        expiresAt,
        allowance,
        clientDigest: clientDigest(context.keys.current, requester.clientAddress),
      },
      now,
    );
    // Architecture §4: the messages are written in the same transaction as the code they carry. Decision 0153:
    // they expire with it, so a code held up by its gateway is dropped rather than sent when it no longer works.
    for (const message of otpMessages(code, cardholder)) await enqueueMessage(trx, { ...message, expiresAt }, now);
    return { ok: true, token, contact: maskedContact(cardholder) };
  });
}

const isSpent = (challenge: OpenChallenge, now: Date): boolean =>
  challenge.verifiedAt !== null ||
  challenge.deadAt !== null ||
  challenge.failedAttempts >= OTP_POLICY.maxWrongCodes ||
  now.getTime() >= challenge.expiresAt.getTime();

/**
 * spec §8 Verification: 0 with a login token, 5 a wrong code, 2000 an expired, used or dead send token. Decision
 * 0175: a code sent to a device not signed in before is tried only while the promo code's guess budget is open,
 * and each wrong one spends it; a right one spends nothing.
 */
export async function verifyOtp(context: AuthContext, token: string, code: string): Promise<VerifyOtpDecision> {
  const { db, campaignId, now } = context;
  const tokenHash = sha256Hex(token);
  return db.transaction().execute(async (trx): Promise<VerifyOtpDecision> => {
    const cardholderId = await challengeOwner(trx, campaignId, tokenHash);
    if (cardholderId === undefined) return { ok: false, reason: 'EXPIRED' };
    // The cardholder's row first, as a send takes it: the budget's count and its spending are one step.
    const contact = await lockCardholderById(trx, cardholderId);
    const challenge = await lockChallenge(trx, campaignId, tokenHash);
    if (challenge === undefined || isSpent(challenge, now)) return { ok: false, reason: 'EXPIRED' };
    const counted = challenge.allowance === 'shared';
    if (counted) {
      const budget = await strangerBudget(trx, cardholderId, now);
      if (!budget.open) return { ok: false, reason: 'GUESSES_SPENT', reopensAt: budget.reopensAt };
    }
    if (!codeMatches(context.keys, challenge.codeHash, token, code)) {
      const failedAttempts = challenge.failedAttempts + 1;
      const deadAt = failedAttempts >= OTP_POLICY.maxWrongCodes ? now : null;
      await recordWrongCode(trx, challenge.id, failedAttempts, deadAt);
      if (!counted) return { ok: false, reason: 'WRONG_CODE' };
      const after = await spendStrangerGuess(trx, { campaignId, cardholderId, contact }, now);
      // The try that spent the budget says so at once, rather than on the next try.
      if (after.open) return { ok: false, reason: 'WRONG_CODE' };
      return { ok: false, reason: 'GUESSES_SPENT', reopensAt: after.reopensAt };
    }
    const loginToken = randomToken();
    const expiresAt = new Date(now.getTime() + OTP_POLICY.loginTokenLifetimeMs);
    await markVerified(trx, challenge.id, { hash: sha256Hex(loginToken), expiresAt }, now);
    return { ok: true, loginToken, cardholderId: challenge.cardholderId };
  });
}
