import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendOtpCall } from '../../contract/auth';
import { fixedKeyRing, type KeyRing } from '../platform/keys/key-ring';
import { campaignIdOf, latestOtpCode, requestOtp, solveBotCheck, submitLogin, submitOtp } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

// Decision 0091: "Key rotation keeps the previous key valid for a grace period": a code, a bot-check challenge
// made with the old key still pass while it is accepted, and are refused once its grace is over.

const OLD = 'old-signing-key-old-signing-key-000000';
const NEW = 'new-signing-key-new-signing-key-000000';
const BEFORE: KeyRing = fixedKeyRing(OLD);
const DURING_GRACE: KeyRing = { current: NEW, accepted: [NEW, OLD] };
const AFTER_GRACE: KeyRing = fixedKeyRing(NEW);

describe.each(TEST_DATABASE_KINDS)('signing in across a key rotation on %s', (kind) => {
  let testApp: TestApp;
  let ring = BEFORE;
  let campaignId: number;
  let ipCount = 0;
  let caller = { ip: '10.7.0.0' };

  beforeAll(async () => {
    testApp = await openTestApp(kind, { keys: () => ring });
    campaignId = await campaignIdOf(testApp.database.db);
  });
  afterAll(async () => testApp.close());
  beforeEach(() => {
    ring = BEFORE;
    ipCount += 1;
    caller = { ip: `10.7.0.${ipCount}` };
  });

  const sendCode = async (promoCode: string) => {
    const sent = await requestOtp(testApp.app, campaignId, promoCode, caller);
    return { token: sendOtpCall.data.parse(sent.json().data).token, code: await latestOtpCode(testApp.database.db) };
  };

  // Each case signs a different cardholder in: a code's resend cooldown is 30 seconds (decision 0010).
  it.each([
    ['during the grace period a code sent before the rotation verifies', DURING_GRACE, 0, 'SPEND042'],
    ['after the grace period it is refused as a wrong code', AFTER_GRACE, 5, 'SPEND118'],
  ])('%s', async (_case, rotated, statusId, promoCode) => {
    const { token, code } = await sendCode(promoCode);
    ring = rotated;
    const verified = await submitOtp(testApp.app, campaignId, token, code, caller);
    expect(verified.json().status.id).toBe(statusId);
  });

  it.each([
    ['during the grace period a bot check made before the rotation passes', DURING_GRACE, 0, 'NOSPEND1'],
    ['after the grace period it is refused', AFTER_GRACE, -5, 'SPEND200'],
  ])('%s', async (_case, rotated, statusId, promoCode) => {
    const { token, code } = await sendCode(promoCode);
    const verified = await submitOtp(testApp.app, campaignId, token, code, caller);
    const loginToken = String(verified.json().data.token);
    const botCheck = await solveBotCheck(testApp.app, caller);
    ring = rotated;
    const login = await submitLogin(testApp.app, campaignId, { loginToken, botCheck }, caller);
    expect(login.json().status.id).toBe(statusId);
  });
});
