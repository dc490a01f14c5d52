import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLanguageCall } from '../../contract/language';
import { campaignIdOf, requestOtp, signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

// Decision 0209: a signed-in cardholder's language is kept on the server, and the next SMS and e-mail are in it.

describe.each(TEST_DATABASE_KINDS)('POST /api/cardholder/language on %s', (kind) => {
  let testApp: TestApp;
  let cookie: string;
  // Each send a quarter of an hour after the last, clear of the wait between codes (decision 0104).
  let clock = TEST_NOW;
  const later = () => {
    clock = new Date(clock.getTime() + 15 * 60_000);
  };
  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => clock });
    cookie = await signInAs(testApp.app, testApp.database.db, 'SPEND042', { ip: '10.31.0.1' });
  });
  afterAll(async () => testApp.close());

  const save = (payload: unknown, sessionCookie: string | null = cookie) =>
    testApp.app.inject({
      method: 'POST',
      url: saveLanguageCall.fullPath,
      headers: sessionCookie ? { cookie: sessionCookie } : {},
      payload: payload as object,
    });
  const localeOf = async (promoCode: string) =>
    (
      await testApp.database.db
        .selectFrom('cardholders')
        .select('locale')
        .where('promo_code', '=', promoCode)
        .executeTakeFirstOrThrow()
    ).locale;
  const newestMessages = (after: number) =>
    testApp.database.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'subject', 'body'])
      .where('id', '>', after)
      .orderBy('id')
      .execute();
  const newestId = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('outbox')
          .select(({ fn }) => fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );

  it('a cardholder reads English until they choose', async () => {
    expect(await localeOf('SPEND042')).toBe('en-PH');
  });

  it('keeps the choice, and the next one-time code comes in Filipino by SMS and e-mail', async () => {
    const answer = await save({ locale: 'fil-PH' });
    expect(answer.statusCode).toBe(200);
    expect(saveLanguageCall.response.parse(answer.json()).status.id).toBe(0);
    expect(await localeOf('SPEND042')).toBe('fil-PH');

    later();
    const before = await newestId();
    const sent = await requestOtp(testApp.app, await campaignIdOf(testApp.database.db), 'SPEND042', {
      ip: '10.31.0.1',
      cookie,
    });
    expect(sent.statusCode).toBe(200);
    const messages = await newestMessages(before);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message.body).toMatch(/^Ang iyong Spend Promo verification code ay \d{4}\. Mag-e-expire ito/);
    }
  });

  it('switches back to English, and the next code is in English again', async () => {
    expect((await save({ locale: 'en-PH' })).statusCode).toBe(200);
    expect(await localeOf('SPEND042')).toBe('en-PH');
    later();
    const before = await newestId();
    await requestOtp(testApp.app, await campaignIdOf(testApp.database.db), 'SPEND042', { ip: '10.31.0.1', cookie });
    const [first] = await newestMessages(before);
    expect(first?.body).toMatch(/^Your Spend Promo verification code is \d{4}\. It expires in 5 minutes\./);
  });

  it('refuses a locale the portal does not speak, and extra fields', async () => {
    expect((await save({ locale: 'fil' })).statusCode).toBe(400);
    expect((await save({ locale: 'fil-PH', extra: 1 })).statusCode).toBe(400);
    expect((await save({})).statusCode).toBe(400);
    expect(await localeOf('SPEND042')).toBe('en-PH');
  });

  it('without a session, answers the session status and keeps nothing', async () => {
    const answer = await save({ locale: 'fil-PH' }, null);
    expect(answer.json().status.id).not.toBe(0);
    expect(await localeOf('SPEND042')).toBe('en-PH');
  });
});
