import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expectNoAxeViolations } from './support/axe';
import { lastOutboxId, readOtp } from './support/dev-outbox';
import { keepShot } from './support/shots';
import { pressLogIn, tickAllTerms } from './support/sign-in';

// Decisions 0175-0178 in the browser: Log in sends the code with the bot check's solution (0177), and
// when strangers have spent the promo code's guess budget (0175), /verification and /login say so and what to do
// (4720, decision 0178). A stranger from other loopback addresses spends 9 of the 10 wrong codes first, solving
// the bot check as a script would (altcha-lib); the browser's one wrong code spends the last.
// OFFLINE1 is used besides only by offline.spec.ts and promo-state-sweep.spec.ts, which run before this file
// (files run in name order, one worker); its budget stays spent for the rest of the run.
test.describe.configure({ mode: 'serial' });

const PROMO_CODE = 'OFFLINE1';
const OWNER_EMAIL = 'offline1@demo.local';

interface Answer {
  readonly status: { readonly id: number };
  readonly data: unknown;
}

/** A JSON call from `address` (a loopback address of its own, so the per-address limits are its own). */
function call(base: string, address: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${path}`,
      {
        method: payload === undefined ? 'GET' : 'POST',
        localAddress: address,
        agent: false,
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The stranger: a code sent (bot check solved), then `wrongTries` wrong codes on it. */
async function strangerTries(base: string, address: string, wrongTries: number, readCode: () => Promise<string>) {
  const challenge = await call(base, address, '/api/captcha/challenge');
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sent = await call(
    base,
    address,
    '/api/bpi/spend/v2/otp/send/1',
    { promoid: PROMO_CODE, id: 1, 'g-recaptcha-response': proof },
    { 'g-recaptcha-response': proof },
  );
  expect(sent.status.id).toBe(0);
  const token = (sent.data as { token: string }).token;
  const code = await readCode();
  for (let step = 1; step <= wrongTries; step += 1) {
    const wrong = String((Number(code) + step) % 10_000).padStart(4, '0');
    const answer = await call(base, address, '/api/bpi/spend/v2/otp/verify/1', {
      token,
      code: wrong,
      id: 1,
    });
    expect(answer.status.id).toBe(5);
  }
}

test('Log in sends the code with the bot check; with the budget spent, both screens say what to do', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 390, height: 844 });
  // The stranger: 5 wrong codes on one code, 4 on another, from two addresses.
  for (const [address, wrongTries] of [
    ['127.0.0.28', 5],
    ['127.0.0.29', 4],
  ] as const) {
    const afterId = await lastOutboxId(request);
    await strangerTries(base, address, wrongTries, () => readOtp(request, OWNER_EMAIL, afterId));
  }

  // The owner on a new phone: /login shows the bot check, which Log in waits for and sends with the code's send.
  await page.goto('/login');
  await expect(page.getByRole('group', { name: 'Bot check' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Promo code' }).fill(PROMO_CODE);
  await tickAllTerms(page);
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await keepShot(page, 'login-bot-check', { fullPage: true });
  await expectNoAxeViolations(page, '/login with the bot check');
  const sendRequest = page.waitForRequest((each) => each.url().includes('/v2/otp/send/'));
  await pressLogIn(page);
  const send = await sendRequest;
  const proof = (send.postDataJSON() as Record<string, string>)['g-recaptcha-response'];
  expect(proof).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  expect(send.headers()['g-recaptcha-response']).toBe(proof);
  await expect(page).toHaveURL(/\/verification\?token=/);

  // One wrong code spends the last of the budget: the screen says why and the two ways on.
  await page.getByRole('textbox', { name: 'Verification code' }).fill('0000');
  await page.getByRole('button', { name: 'Verify' }).click();
  const paused = page.getByRole('heading', { level: 2, name: 'Sign-in Paused' });
  await expect(paused).toBeVisible({ timeout: 20_000 });
  const advice =
    /Too many wrong verification codes were entered for this promo code\. To keep your rewards safe, log in on the phone or computer you signed in with before, or wait until \w{3} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M\./;
  await expect(page.getByText(advice)).toBeVisible();
  await keepShot(page, 'verification-paused', { fullPage: true });
  await expectNoAxeViolations(page, '/verification, sign-in paused');

  // Logging in again from this phone: no code is sent, and /login says the same.
  const beforeRetry = await lastOutboxId(request);
  await page.getByRole('link', { name: 'Use another promo code' }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill(PROMO_CODE);
  await tickAllTerms(page);
  await pressLogIn(page);
  await expect(paused).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(advice)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await keepShot(page, 'login-paused', { fullPage: true });
  await expectNoAxeViolations(page, '/login, sign-in paused');
  // The owner was told once, by e-mail and SMS; no code went out on the retry.
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as { data: { id: number; body: string }[] };
  expect(outbox.data.filter((entry) => entry.body.includes('too many wrong verification codes'))).toHaveLength(2);
  expect(outbox.data.filter((entry) => entry.id > beforeRetry && /code is \d{4}/.test(entry.body))).toEqual([]);
});
