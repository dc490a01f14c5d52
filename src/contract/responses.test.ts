import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_2023 } from '../domain/fixtures/campaign-2023';
import { changeLogCall, userInfoCall } from './admin';
import { adminLoginCall } from './admin-accounts';
import { registerCall, sendOtpCall } from './auth';
import { AltchaPayloadSchema, captchaChallengeCall } from './captcha';
import { ordersCall } from './cardholder';
import { configCall, healthCall } from './config';
import { devOutboxCall } from './dev';
import { CreditSchema, MerchantCategorySchema, OrderSchema, TransactionSchema } from './entities';
import { readEnvelope } from './envelope';

const transaction = {
  id: 10,
  referenceNo: 'REF-0001',
  transactionDateTime: '2023-09-15T10:00:00+08:00',
  postedDateTime: null,
  expiryDateTime: null,
  value: 24_999.99,
  type: 'S1',
  mccID: 5411,
  location: 'GROCERY MART MAKATI',
  order: { id: 3, canResend: true, recipient: { mobileNo: '09171234567', emailAddress: null } },
};

const order = {
  orderID: 3,
  clientReferenceNo: 'MAIN-0001',
  dateOrdered: '2023-09-20T08:00:00Z',
  expiryDate: '2023-11-19T15:59:59Z',
  value: 500,
  merchant: 'Grocery Mart',
  giftawayStatusID: 43,
  status: { id: 43 },
  canResend: true,
};

const credit = {
  credits: 1500,
  isCreditsExpired: false,
  creditsExpiry: '2023-11-30T15:59:59Z',
  registeredDateTime: '2023-06-30T09:00:00+08:00',
  isBonusExpired: false,
  cardTypeID: 7,
  points: { active: 1500, redeemed: 0, expired: 0 },
};

describe('spec §3 entities on the wire', () => {
  it.each([
    ['Transaction', TransactionSchema, transaction],
    ['Transaction without an order', TransactionSchema, { ...transaction, order: null }],
    ['Order', OrderSchema, order],
    ['Order without status', OrderSchema, { ...order, status: undefined }],
    ['Credit', CreditSchema, credit],
    ['MerchantCategory', MerchantCategorySchema, { id: 1, mccID: 5411, name: 'BANK - Groceries', count: 0 }],
    [
      'MerchantCategory with rewards',
      MerchantCategorySchema,
      { id: 1, mccID: 5411, name: 'Groceries', count: 2, merchants: CAMPAIGN_2023.uiSchema.rewards[0]?.merchants },
    ],
  ])('%s parses', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a Transaction value with three decimals', TransactionSchema, { ...transaction, value: 1.005 }],
    ['a Transaction value as text', TransactionSchema, { ...transaction, value: '1500' }],
    [
      'a Transaction date without offset',
      TransactionSchema,
      { ...transaction, transactionDateTime: '2023-09-15T10:00:00' },
    ],
    ['a Transaction without referenceNo', TransactionSchema, { ...transaction, referenceNo: undefined }],
    ['an Order whose status.id differs from giftawayStatusID', OrderSchema, { ...order, status: { id: 44 } }],
    ['an Order id as text', OrderSchema, { ...order, orderID: '3' }],
    ['a Credit without points', CreditSchema, { ...credit, points: undefined }],
    ['a MerchantCategory with a negative count', MerchantCategorySchema, { id: 1, mccID: 1, name: 'x', count: -1 }],
  ])('%s is refused', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('extra response fields are dropped, not refused (a newer server may add some)', () => {
    expect(OrderSchema.parse({ ...order, eGCCode: 'X' })).not.toHaveProperty('eGCCode');
  });
});

describe('readEnvelope: status.id plus data (spec §7)', () => {
  it('success: data is checked and typed', () => {
    const reading = readEnvelope(sendOtpCall, { status: { id: 0 }, data: { token: 't', contact: '0917****567' } });
    expect(reading).toEqual({ kind: 'success', statusId: 0, data: { token: 't', contact: '0917****567' } });
  });

  it('spec §6: admin login succeeds on id 5', () => {
    expect(readEnvelope(adminLoginCall, { status: { id: 5 }, data: null }).kind).toBe('success');
  });

  it('spec §4: register succeeds on 4255; 45 is an outcome, its data unread', () => {
    expect(readEnvelope(registerCall, { status: { id: 4255 }, data: null }).kind).toBe('success');
    expect(readEnvelope(registerCall, { status: { id: 45, message: 'x' }, data: 'anything' })).toEqual({
      kind: 'status',
      statusId: 45,
      message: 'x',
      data: 'anything',
    });
  });

  it('spec §4: session ids 1 and -1 come back as outcomes', () => {
    expect(readEnvelope(ordersCall, { status: { id: -1 } })).toEqual({ kind: 'status', statusId: -1, data: undefined });
  });

  it.each([
    ['not an envelope', 'Internal Server Error'],
    ['a status without id', { status: {}, data: [] }],
    ['success data of the wrong shape', { status: { id: 0 }, data: [{ orderID: 'x' }] }],
  ])('%s is malformed', (_label, body) => {
    expect(readEnvelope(ordersCall, body).kind).toBe('malformed');
  });
});

describe('other answers', () => {
  it('spec §3 page config, with the campaign values the client rules need', () => {
    const pageConfig = {
      settings: CAMPAIGN_2023.settings,
      uiSchema: CAMPAIGN_2023.uiSchema,
      code: null,
      campaignID: CAMPAIGN_2023.campaignID,
      serverDateTime: '2023-09-20T08:00:00Z',
      isAuthenticated: false,
      isAdmin: false,
      customerNoPrefix: '0201',
      timeZone: CAMPAIGN_2023.timeZone,
      spendGoals: CAMPAIGN_2023.spendGoals,
      frequencyWindows: CAMPAIGN_2023.frequencyWindows,
    };
    expect(configCall.response.parse({ status: { id: 0 }, data: pageConfig }).data).toEqual(pageConfig);
    expect(configCall.data.safeParse({ ...pageConfig, timeZone: 'Nowhere/City' }).success).toBe(false);
  });

  it('admin user info and change log', () => {
    const info = { customerNo: '0201000123', emailAddress: 'a@b.ph', mobileNO: null, userID: 4 };
    expect(userInfoCall.data.parse(info)).toEqual(info);
    const entry = {
      dateCreated: '2023-10-01T12:00:00Z',
      modifiedBy: 'admin@example.com',
      changeLog: { from: { emailAddress: 'a@b.ph', mobileNo: '0917' }, to: { emailAddress: 'c@d.ph', mobileNo: null } },
      reason: null,
    };
    expect(changeLogCall.data.parse([entry])).toEqual([entry]);
  });

  it('dev outbox messages', () => {
    const message = {
      id: 1,
      channel: 'sms',
      to: '0917',
      subject: null,
      body: 'code 1234',
      createdAt: '2023-10-01T12:00:00Z',
    };
    expect(devOutboxCall.data.parse([message])).toEqual([message]);
    expect(devOutboxCall.data.safeParse([{ ...message, channel: 'fax' }]).success).toBe(false);
  });

  it('health answers { ok: true } without an envelope', () => {
    expect(healthCall.response.parse({ ok: true })).toEqual({ ok: true });
    expect(healthCall.response.safeParse({ ok: false }).success).toBe(false);
  });
});

describe('ALTCHA challenge and payload, as altcha-lib 2.8 makes them', () => {
  it('a created challenge parses, and so does the payload the widget sends', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      hmacSignatureSecret: 'test-secret',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    const received = captchaChallengeCall.response.parse(JSON.parse(JSON.stringify(challenge)));
    expect(received).toEqual(challenge);
    const solution = await solveChallenge({ challenge: received, deriveKey });
    const payload = { challenge: { parameters: received.parameters, signature: received.signature }, solution };
    expect(AltchaPayloadSchema.parse(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
  });

  it('a challenge without parameters is refused', () => {
    expect(captchaChallengeCall.response.safeParse({ signature: 'ab' }).success).toBe(false);
  });
});
