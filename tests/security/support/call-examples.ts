import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/redeem';

// Decision 0180: one well-formed request per call of the contract, so a probe can change ONE field and know that
// field is what the server judges. Keyed by the call's name; a call without an example fails the probe test, so a
// new call gets one.

/** What the examples need from the test database: ids that exist, and the caller's own look-up token. */
export interface ExampleContext {
  readonly campaignId: number;
  /** The caller's look-up token (decision 0183: tokens are bound to the session that got them). */
  readonly token: string;
  readonly userID: number;
  readonly orderID: number;
  readonly adminId: number;
  readonly bonusTransactionId: number;
}

export interface ExampleRequest {
  /** The path's placeholder value; the campaign id when absent. */
  readonly id?: number;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

const RANGE = { startdate: '2026-11-01', enddate: '2026-11-21' };
const IMPORT = { format: 'csv', content: 'promoCode,referenceNo,transactionDateTime,value\n' };
const REWARD = { merchant: { id: 1 }, denomination: { id: 1 }, quantity: 1 };
const IDEMPOTENT = { [IDEMPOTENCY_KEY_HEADER]: '0f6a4c7e-probe-4b7d-9f3e-2a1b0c9d8e7f' };
const TOKEN_LIKE = 'AAAAAAAAAAAAAAAAAAAAAA';
// A browser's subscription as PushSubscription.toJSON() gives it: an allowed push service, a P-256 point, 16 bytes.
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/probe-endpoint',
  keys: {
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'AAAAAAAAAAAAAAAAAAAAAA',
  },
};

export const CALL_EXAMPLES: Readonly<Record<string, (context: ExampleContext) => ExampleRequest>> = {
  audit: () => ({
    query: { admin: 'admin@demo.local', action: 'look-up', cardholder: 'SPEND042', from: '2026-11-01', page: 1 },
  }),
  auditDownload: () => ({ query: { admin: 'admin@demo.local', cardholder: 'SPEND042', to: '2026-11-21' } }),
  adminLogin: ({ campaignId }) => ({
    body: {
      emailAddress: 'admin@demo.local',
      password: 'not-the-password',
      id: campaignId,
      totp: '123456',
      enrolment: TOKEN_LIKE,
    },
  }),
  adminList: () => ({}),
  adminCreate: () => ({ body: { email: 'probe@demo.local', password: 'a-long-password', role: 'viewer' } }),
  adminChange: ({ adminId }) => ({ id: adminId, body: { change: 'role', role: 'viewer' } }),
  adminResend: ({ token, orderID }) => ({ query: { token, orderID } }),
  cardholderTimeline: ({ token }) => ({ query: { token, actor: 'admin', page: 1 } }),
  pendingApprovals: () => ({}),
  decideApproval: () => ({ id: 1_000_000, body: { decision: 'reject' } }),
  reportHistory: () => ({}),
  downloadReport: () => ({ id: 1_000_000 }),
  importHistory: () => ({}),
  importRejectedRows: () => ({ id: 1_000_000 }),
  adminFind: () => ({ query: { by: 'email', value: 'x@demo.local' } }),
  adminImportPreview: () => ({ body: IMPORT }),
  adminImport: () => ({ body: IMPORT }),
  adminOverview: () => ({ query: { from: '2026-11-01', to: '2026-11-21' } }),
  adminTransactionsPage: ({ token }) => ({ query: { token, page: 1, pageSize: 10, sort: 'date', dir: 'desc' } }),
  adminOrdersPage: ({ token }) => ({ query: { token, page: 1, pageSize: 10, sort: 'value', dir: 'asc' } }),
  adminCardholderSummary: ({ token }) => ({ query: { token } }),
  adminInquiry: ({ campaignId }) => ({
    query: { code: 'DEMO-SPEND042' },
    body: { code: 'DEMO-SPEND042', id: campaignId },
  }),
  adminTransactions: ({ token }) => ({ query: { token } }),
  // The cardholder's orders and the admin's share the route: the token selects the admin's reading.
  orders: ({ token }) => ({ query: { token } }),
  userInfo: () => ({ query: { code: 'DEMO-SPEND042', src: 1 } }),
  userUpdate: ({ userID }) => ({
    body: { emailAddress: 'probe@demo.local', mobileNO: '09171234567', userID, reason: 'A probe' },
  }),
  changeLog: ({ campaignId, userID }) => ({ body: { id: campaignId, userID } }),
  outboxSummary: () => ({}),
  analyticsSummary: () => ({}),
  sendOtp: ({ campaignId }) => ({
    body: { promoid: 'SPEND042', id: campaignId, 'g-recaptcha-response': 'eyJwcm9iZSI6dHJ1ZX0=' },
  }),
  verifyOtp: ({ campaignId }) => ({ body: { token: TOKEN_LIKE, code: '1234', id: campaignId } }),
  login: ({ campaignId }) => ({
    query: { token: TOKEN_LIKE },
    body: { token: TOKEN_LIKE, id: campaignId, 'g-recaptcha-response': 'eyJwcm9iZSI6dHJ1ZX0=' },
  }),
  autoLogin: ({ campaignId }) => ({ query: { token: TOKEN_LIKE }, body: { token: TOKEN_LIKE, id: campaignId } }),
  logout: () => ({}),
  register: ({ campaignId }) => ({ body: { vouchercode: 'NEWUSER1', id: campaignId } }),
  inquireCode: ({ campaignId }) => ({ query: { code: 'SPEND042' }, body: { code: 'SPEND042', id: campaignId } }),
  campaignInquire: () => ({ body: {} }),
  captchaChallenge: () => ({}),
  credits: () => ({}),
  transactions: () => ({}),
  merchantCategories: () => ({}),
  config: () => ({}),
  health: () => ({}),
  readiness: () => ({}),
  devOutbox: () => ({}),
  analyticsEvent: () => ({ body: { name: 'pageview', path: '/bonusclaim', detail: { call: 'redeem', statusId: 7 } } }),
  providerEgcStatus: () => ({
    body: { events: [{ code: 'EGC-PROBE-0001', status: 'redeemed', at: '2026-11-21T00:00:00Z' }] },
  }),
  redeem: ({ campaignId }) => ({ body: { rewards: [REWARD], id: campaignId }, headers: IDEMPOTENT }),
  bonusRedeem: ({ campaignId, bonusTransactionId }) => ({
    body: { rewards: [REWARD], id: campaignId, token: bonusTransactionId },
    headers: IDEMPOTENT,
  }),
  resend: ({ orderID }) => ({ query: { orderID }, headers: IDEMPOTENT }),
  pushKey: () => ({}),
  pushSubscribe: () => ({ body: PUSH_SUBSCRIPTION }),
  pushUnsubscribe: () => ({ body: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
  nudgeSettings: () => ({}),
  nudgeSettingsSave: () => ({ body: { progress: true, egcs: false } }),
  nudgeRefuse: () => ({}),
  saveLanguage: () => ({ body: { locale: 'en-PH' } }),
  generateReport: () => ({ query: { ...RANGE, typeid: 4791 } }),
  requestReport: ({ campaignId }) => ({ body: { ...RANGE, typeid: 4791, id: campaignId } }),
  downloadTransactions: ({ token }) => ({ query: { token } }),
  downloadOrders: ({ token }) => ({ query: { token } }),
  egcs: () => ({}),
};
