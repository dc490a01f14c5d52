import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { CAPTCHA_RESPONSE_HEADER, loginCall, sendOtpCall, verifyOtpCall } from '../../contract/auth';
import { captchaChallengeCall } from '../../contract/captcha';
import { buildPath, withQuery } from '../../contract/envelope';
import type { Database } from '../db/schema';

// For server tests: the sign-in flow the client runs (spec §4 "Login flow"), with the bot check solved by
// altcha-lib's own solver and the OTP read from the outbox, as a person reads it from /dev/outbox.
// `ip` sets the client address, so a test can stay clear of (or aim at) the per-IP rate limits.

export interface Caller {
  readonly ip?: string;
  /** A `cookie` header value, e.g. 'promo_session=…'. */
  readonly cookie?: string;
}

const requestOptions = (caller: Caller) => ({
  ...(caller.ip === undefined ? {} : { remoteAddress: caller.ip }),
  ...(caller.cookie === undefined ? {} : { cookies: cookiesOf(caller.cookie) }),
});

function cookiesOf(header: string): Record<string, string> {
  return Object.fromEntries(header.split('; ').map((pair) => pair.split('=') as [string, string]));
}

export async function campaignIdOf(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('campaigns').select('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A solved bot check, as the widget posts it: base64 of `{ challenge, solution }`. */
export async function solveBotCheck(app: FastifyInstance, caller: Caller = {}): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: captchaChallengeCall.fullPath, ...requestOptions(caller) });
  const challenge = captchaChallengeCall.response.parse(answer.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('bot check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A solved bot check from a running server at `origin` (a real process rather than an injected app). */
export async function solveBotCheckAt(origin: string): Promise<string> {
  const answer = await fetch(`${origin}${captchaChallengeCall.fullPath}`);
  const challenge = captchaChallengeCall.response.parse(await answer.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('bot check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The code in the newest OTP message ('… verification code is 1234.', in Filipino '… code ay 1234.'). */
export async function latestOtpCode(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const code = /code (?:is|ay) (\d{4})/.exec(row.body)?.[1];
  if (code === undefined) throw new Error(`no OTP in: ${row.body}`);
  return code;
}

/**
 * Send OTP with a freshly solved bot check (decision 0177), as the client sends it: in the body and as the header.
 * `botCheck` overrides it (a failed, reused or missing one: null sends neither).
 */
export async function requestOtp(
  app: FastifyInstance,
  campaignId: number,
  promoCode: string,
  caller: Caller = {},
  botCheck?: string | null,
): Promise<LightMyRequestResponse> {
  const proof = botCheck === undefined ? await solveBotCheck(app, caller) : botCheck;
  return app.inject({
    method: 'POST',
    url: buildPath(sendOtpCall, { id: campaignId }),
    headers: proof === null ? {} : { [CAPTCHA_RESPONSE_HEADER]: proof },
    payload: { promoid: promoCode, id: campaignId, ...(proof === null ? {} : { [CAPTCHA_RESPONSE_HEADER]: proof }) },
    ...requestOptions(caller),
  });
}

export async function submitOtp(
  app: FastifyInstance,
  campaignId: number,
  token: string,
  code: string,
  caller: Caller = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: buildPath(verifyOtpCall, { id: campaignId }),
    payload: { token, code, id: campaignId },
    ...requestOptions(caller),
  });
}

export interface LoginRequest {
  readonly loginToken: string;
  readonly botCheck: string;
  /** Defaults to `botCheck`; null sends no header. */
  readonly headerBotCheck?: string | null;
  /** Defaults to `loginToken`. */
  readonly queryToken?: string;
}

export async function submitLogin(
  app: FastifyInstance,
  campaignId: number,
  login: LoginRequest,
  caller: Caller = {},
): Promise<LightMyRequestResponse> {
  const header = login.headerBotCheck === undefined ? login.botCheck : login.headerBotCheck;
  return app.inject({
    method: 'POST',
    url: withQuery(buildPath(loginCall, { id: campaignId }), { token: login.queryToken ?? login.loginToken }),
    headers: header === null ? {} : { [CAPTCHA_RESPONSE_HEADER]: header },
    payload: { token: login.loginToken, id: campaignId, [CAPTCHA_RESPONSE_HEADER]: login.botCheck },
    ...requestOptions(caller),
  });
}

/** Send OTP and verify it: the login token. */
export async function loginTokenFor(
  app: FastifyInstance,
  db: Kysely<Database>,
  promoCode: string,
  caller: Caller = {},
): Promise<string> {
  const campaignId = await campaignIdOf(db);
  const sent = await requestOtp(app, campaignId, promoCode, caller);
  const { token } = sendOtpCall.data.parse(sent.json().data);
  const verified = await submitOtp(app, campaignId, token, await latestOtpCode(db), caller);
  return verifyOtpCall.data.parse(verified.json().data).token;
}

/** The session cookie a response set, as a `cookie` header value ('promo_session=…'), if any. */
export function sessionCookieOf(answer: { cookies: ReadonlyArray<{ name: string; value: string }> }) {
  const session = answer.cookies.find((cookie) => cookie.name.endsWith('promo_session') && cookie.value !== '');
  return session && `${session.name}=${session.value}`;
}

/** The whole flow: the `cookie` header value of a signed-in cardholder. */
export async function signInAs(
  app: FastifyInstance,
  db: Kysely<Database>,
  promoCode: string,
  caller: Caller = {},
): Promise<string> {
  const loginToken = await loginTokenFor(app, db, promoCode, caller);
  const botCheck = await solveBotCheck(app, caller);
  const answer = await submitLogin(app, await campaignIdOf(db), { loginToken, botCheck }, caller);
  const cookie = sessionCookieOf(answer);
  if (answer.json().status.id !== 0 || cookie === undefined) throw new Error(`login failed: ${answer.body}`);
  return cookie;
}
