import { describe, expect, it } from 'vitest';
import { adminInquiryCall, changeLogCall, userInfoCall, userUpdateCall } from './admin';
import { adminLoginCall } from './admin-accounts';
import { campaignInquireCall, inquireCodeCall, loginCall, registerCall, sendOtpCall, verifyOtpCall } from './auth';
import { analyticsEventCall } from './events';
import { bonusRedeemCall, IdempotencyKeySchema, MAX_REWARD_ITEMS, redeemCall, resendCall } from './redeem';
import { generateReportCall } from './reports';

const item = (merchant: number, denomination: number, quantity: number) => ({
  merchant: { id: merchant },
  denomination: { id: denomination },
  quantity,
});

const ok = (schema: { safeParse(value: unknown): { success: boolean } } | undefined, value: unknown) =>
  schema?.safeParse(value).success;

describe('request bodies: valid samples parse', () => {
  it.each([
    ['sendOtp', sendOtpCall.body, { promoid: 'ABCD1234', id: 1, 'g-recaptcha-response': 'c29sdmVk' }],
    ['verifyOtp', verifyOtpCall.body, { token: 't', code: '0123', id: 1 }],
    ['login', loginCall.body, { token: 't', id: 1, 'g-recaptcha-response': 'eyJ9' }],
    ['adminLogin', adminLoginCall.body, { emailAddress: 'admin@example.com', password: 'pw', id: 1 }],
    ['register', registerCall.body, { vouchercode: 'ab_d1234', id: 1 }],
    ['inquireCode', inquireCodeCall.body, { code: 'ABCD1234', id: 1 }],
    ['campaignInquire (any object)', campaignInquireCall.body, { anything: ['goes'], id: 1 }],
    ['adminInquiry', adminInquiryCall.body, { code: 'BPI-ABCD1234', id: 1 }],
    ['redeem', redeemCall.body, { rewards: [item(1, 2, 3), item(1, 3, 1)], id: 1 }],
    ['bonusRedeem', bonusRedeemCall.body, { rewards: [item(1, 2, 1)], id: 1, token: 99 }],
    [
      'userUpdate',
      userUpdateCall.body,
      { emailAddress: 'a@b.ph', mobileNO: '+639171234567', userID: 4, reason: 'New phone', confirmShared: true },
    ],
    ['changeLog', changeLogCall.body, { id: 1, userID: 4 }],
    ['analyticsEvent', analyticsEventCall.body, { name: 'pageview', path: '/bonusclaim' }],
    [
      'analyticsEvent with detail',
      analyticsEventCall.body,
      { name: 'failure', path: '/claim', detail: { statusId: 7 } },
    ],
  ])('%s', (_name, schema, body) => {
    expect(ok(schema, body)).toBe(true);
  });
});

describe('request bodies: unknown fields and wrong types are refused', () => {
  it.each([
    ['sendOtp with an extra field', sendOtpCall.body, { promoid: 'ABCD1234', id: 1, admin: true }],
    ['sendOtp without its bot-check proof (decision 0177)', sendOtpCall.body, { promoid: 'ABCD1234', id: 1 }],
    ['sendOtp with a 7-character code (spec §5)', sendOtpCall.body, { promoid: 'ABCD123', id: 1 }],
    ['sendOtp with a 9-character code (spec §5)', sendOtpCall.body, { promoid: 'ABCD12345', id: 1 }],
    ['sendOtp with a non-word character (spec §5)', sendOtpCall.body, { promoid: 'ABCD-123', id: 1 }],
    ['sendOtp with the campaign id as text', sendOtpCall.body, { promoid: 'ABCD1234', id: '1' }],
    ['verifyOtp with 3 digits (spec §5)', verifyOtpCall.body, { token: 't', code: '123', id: 1 }],
    ['verifyOtp with 5 digits (spec §5)', verifyOtpCall.body, { token: 't', code: '12345', id: 1 }],
    ['verifyOtp with letters (spec §5)', verifyOtpCall.body, { token: 't', code: '12a4', id: 1 }],
    ['login without the bot-check response', loginCall.body, { token: 't', id: 1 }],
    ['adminLogin with a bad email (spec §5)', adminLoginCall.body, { emailAddress: 'admin', password: 'pw', id: 1 }],
    ['adminLogin without a password (spec §5)', adminLoginCall.body, { emailAddress: 'a@b.ph', password: '', id: 1 }],
    ['campaignInquire with no object', campaignInquireCall.body, 'text'],
    ['adminInquiry with a blank code (spec §5)', adminInquiryCall.body, { code: '  ', id: 1 }],
    ['redeem with no rewards', redeemCall.body, { rewards: [], id: 1 }],
    ['redeem with quantity 0', redeemCall.body, { rewards: [item(1, 2, 0)], id: 1 }],
    ['redeem with a fractional quantity', redeemCall.body, { rewards: [item(1, 2, 1.5)], id: 1 }],
    ['redeem listing one reward twice', redeemCall.body, { rewards: [item(1, 2, 1), item(1, 2, 1)], id: 1 }],
    [
      'redeem listing one reward twice among others',
      redeemCall.body,
      { rewards: [item(1, 2, 1), item(3, 4, 1), item(5, 6, 1), item(3, 4, 2)], id: 1 },
    ],
    [
      'redeem listing more rewards than a catalogue holds (decision 0103)',
      redeemCall.body,
      { rewards: Array.from({ length: MAX_REWARD_ITEMS + 1 }, (_, i) => item(i + 1, i + 1, 1)), id: 1 },
    ],
    ['redeem with an extra field in a reward', redeemCall.body, { rewards: [{ ...item(1, 2, 1), price: 1 }], id: 1 }],
    [
      'redeem with an extra field in merchant',
      redeemCall.body,
      { rewards: [{ ...item(1, 2, 1), merchant: { id: 1, value: 500 } }], id: 1 },
    ],
    [
      'userUpdate without mobile (spec §5)',
      userUpdateCall.body,
      { emailAddress: 'a@b.ph', mobileNO: '', userID: 4, reason: 'x' },
    ],
    [
      'userUpdate without a reason (decision 0218)',
      userUpdateCall.body,
      { emailAddress: 'a@b.ph', mobileNO: '09171234567', userID: 4, reason: ' ' },
    ],
    [
      'userUpdate with a 255-character email (decision 0218)',
      userUpdateCall.body,
      {
        emailAddress: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`,
        mobileNO: '09171234567',
        userID: 4,
        reason: 'x',
      },
    ],
    [
      'userUpdate with a bad email (spec §5)',
      userUpdateCall.body,
      { emailAddress: 'ab.ph', mobileNO: '09171234567', userID: 4 },
    ],
    [
      'userUpdate with an extra field',
      userUpdateCall.body,
      { emailAddress: 'a@b.ph', mobileNO: '09171234567', userID: 4, customerNo: 'x' },
    ],
    ['changeLog with userID as text', changeLogCall.body, { id: 1, userID: '4' }],
    ['analyticsEvent with an unknown name', analyticsEventCall.body, { name: 'click', path: '/' }],
    ['analyticsEvent with a relative path', analyticsEventCall.body, { name: 'success', path: 'claim' }],
    [
      'analyticsEvent with nested detail',
      analyticsEventCall.body,
      { name: 'success', path: '/', detail: { a: { b: 1 } } },
    ],
    [
      'analyticsEvent with 21 detail fields',
      analyticsEventCall.body,
      { name: 'success', path: '/', detail: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
    ],
  ])('%s', (_name, schema, body) => {
    expect(ok(schema, body)).toBe(false);
  });
});

describe('spec §5: one reward only, quantity 1, on bonus redemptions', () => {
  const body = (rewards: unknown[]) => ({ rewards, id: 1, token: 99 });

  it.each([
    ['two items', body([item(1, 2, 1), item(3, 4, 1)]), 'a bonus redemption takes exactly one reward'],
    ['no item', body([]), 'a bonus redemption takes exactly one reward'],
    ['quantity 2', body([item(1, 2, 2)]), 'a bonus reward has quantity 1'],
  ])('refuses %s', (_label, value, message) => {
    const result = bonusRedeemCall.body.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it.each([
    ['without the bonus token', { rewards: [item(1, 2, 1)], id: 1 }],
    ['with the token as text', { rewards: [item(1, 2, 1)], id: 1, token: '99' }],
  ])('refuses a body %s', (_label, value) => {
    expect(bonusRedeemCall.body.safeParse(value).success).toBe(false);
  });
});

describe('query parameters read from URL text', () => {
  it.each([
    ['12', 12],
    [12, 12],
  ])('resend orderID %j → %j', (orderID, expected) => {
    expect(resendCall.query.parse({ orderID })).toEqual({ orderID: expected });
  });

  it.each(['abc', '', '0', 0, '1.5', -3])('resend orderID %j is refused', (orderID) => {
    expect(resendCall.query.safeParse({ orderID }).success).toBe(false);
  });

  it.each([
    ['1', 1],
    ['2', 2],
  ])('spec §7 user info src %j → %j', (src, expected) => {
    expect(userInfoCall.query.parse({ code: 'BPI-ABCD1234', src })).toEqual({ code: 'BPI-ABCD1234', src: expected });
  });

  it.each(['0', '3', 'x'])('user info src %j is refused', (src) => {
    expect(userInfoCall.query.safeParse({ code: 'BPI-ABCD1234', src }).success).toBe(false);
  });

  it.each([
    ['4791', 4791],
    ['4292', 4292],
    ['4783', 4783],
    [undefined, 4791],
  ])('spec §7 report type %j → %j (4791 is the default)', (typeid, expected) => {
    const query = generateReportCall.query.parse({ startdate: '2023-09-01', enddate: '2023-09-30', typeid });
    expect(query.typeid).toBe(expected);
  });

  it.each([
    ['an unknown report type', { startdate: '2023-09-01', enddate: '2023-09-30', typeid: '4790' }],
    ['an end one day before the start', { startdate: '2023-09-01', enddate: '2023-08-31' }],
    ['a date that is not YYYY-MM-DD', { startdate: '09/01/2023', enddate: '2023-09-30' }],
  ])('a report with %s is refused', (_label, query) => {
    expect(generateReportCall.query.safeParse(query).success).toBe(false);
  });

  it('a report for a single day is accepted', () => {
    expect(generateReportCall.query.safeParse({ startdate: '2023-09-01', enddate: '2023-09-01' }).success).toBe(true);
  });

  it.each([
    ['a UUID', '0b8f6d2e-3c4a-4b7e-9f10-2a6c8d4e1f00', true],
    ['15 characters', 'abcdefghijklmno', false],
    ['a space', 'abcdefgh ijklmnop', false],
  ])('Idempotency-Key: %s → %s', (_label, key, valid) => {
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(valid);
  });
});
