import type { Transaction } from 'kysely';
import type { Locale } from '../../domain/i18n/locales';
import { registeredInCampaign } from '../cardholders/registered-in-campaign.repository';
import type { CardholderStatus, Database, OtpSendAllowance } from '../db/schema';

// Send tokens and login tokens are stored as SHA-256, codes as an HMAC (token-crypto.ts): see decision 0010.

type Trx = Transaction<Database>;

export interface CardholderContact {
  readonly id: number;
  readonly status: CardholderStatus;
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
  /** Decision 0209: the code's messages are written in the cardholder's language. */
  readonly locale: Locale;
}

/** Locks the cardholder's row so two sends for one code take turns (the cooldown cannot be raced). */
export async function lockCardholder(
  trx: Trx,
  campaignId: number,
  promoCode: string,
): Promise<CardholderContact | undefined> {
  const row = await trx
    .selectFrom('cardholders')
    .select(['id', 'status', 'mobile_no', 'email_address', 'locale'])
    .where('campaign_id', '=', campaignId)
    .where('promo_code', '=', promoCode)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      status: row.status,
      mobileNo: row.mobile_no,
      emailAddress: row.email_address,
      locale: row.locale,
    }
  );
}

export interface RecordedSend {
  readonly at: Date;
  readonly allowance: OtpSendAllowance;
  readonly clientDigest: string | null;
}

/** The codes sent to the cardholder since `since`: what the send limits count (decision 0104). */
export async function sendsSince(trx: Trx, cardholderId: number, since: Date): Promise<RecordedSend[]> {
  const rows = await trx
    .selectFrom('otp_challenges')
    .select(['created_at', 'allowance', 'client_digest'])
    .where('cardholder_id', '=', cardholderId)
    .where('created_at', '>', since)
    .execute();
  return rows.map((row) => ({ at: row.created_at, allowance: row.allowance, clientDigest: row.client_digest }));
}

/**
 * A new code replaces the earlier ones it may replace: a device's code every open one, a shared send only the
 * other shared ones, so a stranger's send never voids the code on the owner's phone (decision 0104).
 */
export async function retireOpenChallenges(
  trx: Trx,
  cardholderId: number,
  replacedBy: OtpSendAllowance,
  now: Date,
): Promise<void> {
  let update = trx
    .updateTable('otp_challenges')
    .set({ dead_at: now })
    .where('cardholder_id', '=', cardholderId)
    .where('verified_at', 'is', null)
    .where('dead_at', 'is', null);
  if (replacedBy === 'shared') update = update.where('allowance', '=', 'shared');
  await update.execute();
}

export interface NewChallenge {
  readonly cardholderId: number;
  readonly tokenHash: string;
  readonly codeHash: string;
  readonly expiresAt: Date;
  readonly allowance: OtpSendAllowance;
  readonly clientDigest: string;
}

export async function insertChallenge(trx: Trx, challenge: NewChallenge, now: Date): Promise<void> {
  await trx
    .insertInto('otp_challenges')
    .values({
      cardholder_id: challenge.cardholderId,
      token_hash: challenge.tokenHash,
      code_hash: challenge.codeHash,
      expires_at: challenge.expiresAt,
      allowance: challenge.allowance,
      client_digest: challenge.clientDigest,
      created_at: now,
    })
    .execute();
}

export interface OpenChallenge {
  readonly id: number;
  readonly cardholderId: number;
  /** Decision 0175: a shared code's wrong tries spend the promo code's guess budget; a device's do not. */
  readonly allowance: OtpSendAllowance;
  readonly codeHash: string;
  readonly expiresAt: Date;
  readonly failedAttempts: number;
  readonly verifiedAt: Date | null;
  readonly deadAt: Date | null;
}

/**
 * The cardholder a send token belongs to in this campaign, unlocked: verifying locks the cardholder's row first
 * and the challenge's second, in the order a send takes them, so the two never wait on each other in a circle.
 */
export async function challengeOwner(trx: Trx, campaignId: number, tokenHash: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('otp_challenges')
    .innerJoin('cardholders', 'cardholders.id', 'otp_challenges.cardholder_id')
    .select('otp_challenges.cardholder_id')
    .where('otp_challenges.token_hash', '=', tokenHash)
    .where('cardholders.campaign_id', '=', campaignId)
    .executeTakeFirst();
  return row?.cardholder_id;
}

/** The challenge of a send token in this campaign, locked: tries on one token take turns. */
export async function lockChallenge(
  trx: Trx,
  campaignId: number,
  tokenHash: string,
): Promise<OpenChallenge | undefined> {
  const row = await trx
    .selectFrom('otp_challenges')
    .innerJoin('cardholders', 'cardholders.id', 'otp_challenges.cardholder_id')
    .select([
      'otp_challenges.id',
      'otp_challenges.cardholder_id',
      'otp_challenges.allowance',
      'otp_challenges.code_hash',
      'otp_challenges.expires_at',
      'otp_challenges.failed_attempts',
      'otp_challenges.verified_at',
      'otp_challenges.dead_at',
    ])
    .where('otp_challenges.token_hash', '=', tokenHash)
    .where('cardholders.campaign_id', '=', campaignId)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      cardholderId: row.cardholder_id,
      allowance: row.allowance,
      codeHash: row.code_hash,
      expiresAt: row.expires_at,
      failedAttempts: row.failed_attempts,
      verifiedAt: row.verified_at,
      deadAt: row.dead_at,
    }
  );
}

export async function recordWrongCode(trx: Trx, challengeId: number, failedAttempts: number, deadAt: Date | null) {
  await trx
    .updateTable('otp_challenges')
    .set({ failed_attempts: failedAttempts, dead_at: deadAt })
    .where('id', '=', challengeId)
    .execute();
}

export async function markVerified(
  trx: Trx,
  challengeId: number,
  loginToken: { readonly hash: string; readonly expiresAt: Date },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('otp_challenges')
    .set({ verified_at: now, login_token_hash: loginToken.hash, login_token_expires_at: loginToken.expiresAt })
    .where('id', '=', challengeId)
    .execute();
}

/**
 * Uses up a login token in one guarded UPDATE (two racing logins cannot both pass): unused, unexpired, and its
 * cardholder still registered in this campaign. Answers the cardholder's id, or undefined.
 */
export async function useLoginToken(
  trx: Trx,
  campaignId: number,
  loginTokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('otp_challenges')
    .set({ login_token_used_at: now })
    .where('login_token_hash', '=', loginTokenHash)
    .where('login_token_used_at', 'is', null)
    .where('login_token_expires_at', '>', now)
    .where('cardholder_id', 'in', registeredInCampaign(trx, campaignId))
    .returning('cardholder_id')
    .executeTakeFirst();
  return row?.cardholder_id;
}
