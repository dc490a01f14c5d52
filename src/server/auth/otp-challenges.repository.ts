import type { Transaction } from 'kysely';
import type { CardholderStatus, Database } from '../db/schema';
import { registeredInCampaign } from '../platform/registered-in-campaign.repository';

// Send tokens and login tokens are stored as SHA-256, codes as an HMAC (token-crypto.ts): see decision 0010.

type Trx = Transaction<Database>;

export interface CardholderContact {
  readonly id: number;
  readonly status: CardholderStatus;
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
}

/** Locks the cardholder's row so two sends for one code take turns (the cooldown cannot be raced). */
export async function lockCardholder(
  trx: Trx,
  campaignId: number,
  promoCode: string,
): Promise<CardholderContact | undefined> {
  const row = await trx
    .selectFrom('cardholders')
    .select(['id', 'status', 'mobile_no', 'email_address'])
    .where('campaign_id', '=', campaignId)
    .where('promo_code', '=', promoCode)
    .forUpdate()
    .executeTakeFirst();
  return row && { id: row.id, status: row.status, mobileNo: row.mobile_no, emailAddress: row.email_address };
}

export async function sendTimesSince(trx: Trx, cardholderId: number, since: Date): Promise<Date[]> {
  const rows = await trx
    .selectFrom('otp_challenges')
    .select('created_at')
    .where('cardholder_id', '=', cardholderId)
    .where('created_at', '>', since)
    .execute();
  return rows.map((row) => row.created_at);
}

/** A new code replaces the cardholder's earlier ones: only the latest send token can be verified. */
export async function retireOpenChallenges(trx: Trx, cardholderId: number, now: Date): Promise<void> {
  await trx
    .updateTable('otp_challenges')
    .set({ dead_at: now })
    .where('cardholder_id', '=', cardholderId)
    .where('verified_at', 'is', null)
    .where('dead_at', 'is', null)
    .execute();
}

export interface NewChallenge {
  readonly cardholderId: number;
  readonly tokenHash: string;
  readonly codeHash: string;
  readonly expiresAt: Date;
}

export async function insertChallenge(trx: Trx, challenge: NewChallenge, now: Date): Promise<void> {
  await trx
    .insertInto('otp_challenges')
    .values({
      cardholder_id: challenge.cardholderId,
      token_hash: challenge.tokenHash,
      code_hash: challenge.codeHash,
      expires_at: challenge.expiresAt,
      created_at: now,
    })
    .execute();
}

export interface OpenChallenge {
  readonly id: number;
  readonly codeHash: string;
  readonly expiresAt: Date;
  readonly failedAttempts: number;
  readonly verifiedAt: Date | null;
  readonly deadAt: Date | null;
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
