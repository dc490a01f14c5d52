import { randomInt } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { AltchaChallenge } from '../../contract/captcha';
import type { Database } from '../db/schema';
import type { KeyRing } from '../platform/keys/key-ring';
import { acceptedBotCheckKeys, botCheckKeys } from './bot-check-keys';
import {
  BOT_CHECK_ALGORITHM,
  BOT_CHECK_COST,
  BOT_CHECK_COUNTER_MAX,
  BOT_CHECK_COUNTER_MIN,
  BOT_CHECK_TTL_MS,
} from './bot-check-settings';
import { recordSolvedChallenge } from './captcha-replays.repository';
import { type BotCheckFailure, checkSolution, decodeBotCheckPayload } from './solution-check';

export type BotCheckDecision = { readonly ok: true } | { readonly ok: false; readonly reason: BotCheckFailure };

/** A signed ALTCHA challenge (altcha-lib v2, deterministic mode) that expires 5 minutes from `now`. */
export async function createBotCheckChallenge(ring: KeyRing, now: Date): Promise<AltchaChallenge> {
  const keys = botCheckKeys(ring.current);
  return createChallenge({
    algorithm: BOT_CHECK_ALGORITHM,
    cost: BOT_CHECK_COST,
    counter: randomInt(BOT_CHECK_COUNTER_MIN, BOT_CHECK_COUNTER_MAX + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + BOT_CHECK_TTL_MS),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
}

/**
 * Decision 0018: a replayed or expired solution answers 'timeout-or-duplicate', any other failing one
 * 'invalid-input-response'. A passing solution is used up: its challenge cannot pass again.
 */
export async function verifyBotCheck(
  db: Kysely<Database>,
  ring: KeyRing,
  payload: string,
  now: Date,
): Promise<BotCheckDecision> {
  const decoded = decodeBotCheckPayload(payload);
  if (decoded === undefined) return { ok: false, reason: 'invalid-input-response' };
  const check = checkSolution(decoded, acceptedBotCheckKeys(ring), now);
  if (!check.ok) return check;
  const first = await recordSolvedChallenge(db, check.signature, check.expiresAt, now);
  return first ? { ok: true } : { ok: false, reason: 'timeout-or-duplicate' };
}
