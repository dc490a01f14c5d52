import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { loginCall, sendOtpCall, verifyOtpCall } from '../../../src/contract/auth';
import { captchaChallengeCall } from '../../../src/contract/captcha';
import { buildPath, withQuery } from '../../../src/contract/envelope';
import type { Database } from '../../../src/server/db/schema';
import type { SmsWebhookTestServer } from '../../../src/server/testing/sms-webhook-test-server';
import type { Answer, Client } from './http-client';

// The spec §4 sign-in flow as the app runs it, through the proxy, with the one-time code read from the SMS sink
// as a cardholder reads it from their phone.

export const CAMPAIGN = 1;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Not answering yet (a proxy still starting) is a "not yet".
    if (await Promise.resolve(check()).catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export interface Portal {
  /** The proxy's origin. */
  readonly origin: string;
  readonly db: Kysely<Database>;
  readonly sms: SmsWebhookTestServer;
}

/** The cardholder's mobile number, where their codes go. */
export async function mobileOf(portal: Portal, promoCode: string): Promise<string> {
  const row = await portal.db
    .selectFrom('cardholders')
    .select('mobile_no')
    .where('promo_code', '=', promoCode)
    .executeTakeFirstOrThrow();
  return row.mobile_no ?? '';
}

/** The newest one-time code sent by SMS to the cardholder after the sink's `after`th SMS, once it has arrived. */
export async function codeSentTo(portal: Portal, promoCode: string, after: number, timeoutMs = 5_000) {
  const mobile = await mobileOf(portal, promoCode);
  let code: string | undefined;
  await waitFor(
    `the one-time code of ${promoCode}`,
    () => {
      const text = portal.sms.received.slice(after).findLast((each) => each.to === mobile)?.body ?? '';
      code = /code is (\d{4})/.exec(text)?.[1];
      return code !== undefined;
    },
    timeoutMs,
  );
  return code ?? '';
}

/** A challenge fetched through the portal and solved by altcha-lib's own solver, as the widget posts it. */
async function solvedBotCheck(portal: Portal, client: Client): Promise<{ challengeAnswer: Answer; botCheck: string }> {
  const challengeAnswer = await client.send(`${portal.origin}${captchaChallengeCall.fullPath}`);
  const challenge = captchaChallengeCall.response.parse(challengeAnswer.json);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challengeAnswer, botCheck: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

/** Asks for a code for the promo code, with a solved bot check (decision 0177): the send's answer. */
export async function sendCode(portal: Portal, client: Client, promoCode: string): Promise<Answer> {
  const { botCheck } = await solvedBotCheck(portal, client);
  return client.send(`${portal.origin}${buildPath(sendOtpCall, { id: CAMPAIGN })}`, {
    body: { promoid: promoCode, id: CAMPAIGN, 'g-recaptcha-response': botCheck },
    headers: { 'g-recaptcha-response': botCheck },
  });
}

/** Verifies the code and logs in with the bot check solved: the verify and the login answers (and the challenge's). */
export async function completeSignIn(portal: Portal, client: Client, token: string, code: string): Promise<Answer[]> {
  const url = (route: string) => `${portal.origin}${route}`;
  const verified = await client.send(url(buildPath(verifyOtpCall, { id: CAMPAIGN })), {
    body: { token, code, id: CAMPAIGN },
  });
  const loginToken = verifyOtpCall.data.parse(verified.json?.data).token;
  const { challengeAnswer, botCheck } = await solvedBotCheck(portal, client);
  const login = await client.send(withQuery(url(buildPath(loginCall, { id: CAMPAIGN })), { token: loginToken }), {
    body: { token: loginToken, id: CAMPAIGN, 'g-recaptcha-response': botCheck },
    headers: { 'g-recaptcha-response': botCheck },
  });
  return [verified, challengeAnswer, login];
}

/** The whole sign-in; answers each step's answer, in order (send, verify, challenge, login). */
export async function signIn(portal: Portal, client: Client, promoCode: string): Promise<Answer[]> {
  const smsBefore = portal.sms.received.length;
  const sent = await sendCode(portal, client, promoCode);
  const { token } = sendOtpCall.data.parse(sent.json?.data);
  const code = await codeSentTo(portal, promoCode, smsBefore);
  return [sent, ...(await completeSignIn(portal, client, token, code))];
}
