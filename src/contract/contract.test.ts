import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { loginCall, logoutCall } from './auth';
import { creditsCall } from './cardholder';
import { type AnyCall, API_PREFIX, buildPath, routePattern, withQuery } from './envelope';
import { redeemCall } from './redeem';
import { DEFAULT_REPORT_TYPE_ID, REPORT_TYPES } from './reports';

const P = API_PREFIX;

// Every export of the contract's modules, read from the files themselves so a call added anywhere is checked
// here without a list to keep in step.
const CONTRACT_EXPORTS: Readonly<Record<string, unknown>> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })),
);
// Spec §7's table, plus the calls the product added since (operations probes, the wallet, the provider's webhook).
const CALL_TABLE: readonly (readonly [string, 'GET' | 'POST' | 'DELETE', string])[] = [
  ['sendOtp', 'POST', `${P}/v2/otp/send/7`],
  ['verifyOtp', 'POST', `${P}/v2/otp/verify/7`],
  ['login', 'POST', `${P}/v3/login/7`],
  ['autoLogin', 'POST', `${P}/v2/login/7`],
  ['logout', 'GET', '/api/account/logoff'],
  ['adminLogin', 'POST', '/api/account/login'],
  ['credits', 'POST', `${P}/v4/credits/7`],
  ['register', 'POST', `${P}/v2/register/7`],
  ['inquireCode', 'POST', `${P}/inquire/7`],
  ['campaignInquire', 'POST', '/api/campaign/v5/inquire/7'],
  ['adminInquiry', 'POST', `${P}/v2/inquire/7`],
  ['redeem', 'POST', `${P}/redeem/7`],
  ['bonusRedeem', 'POST', `${P}/redeem/v2/bonus/7`],
  ['resend', 'POST', `${P}/resend/7`],
  ['transactions', 'POST', `${P}/v2/transactions/7`],
  ['orders', 'POST', `${P}/v3/orders/7`],
  ['merchantCategories', 'POST', `${P}/transactions/v2/mcc/7`],
  ['adminTransactions', 'POST', `${P}/v2/transactions/7`],
  ['adminOrders', 'POST', `${P}/v3/orders/7`],
  ['userInfo', 'POST', `${P}/user/info/7`],
  ['userUpdate', 'POST', `${P}/user/update/7`],
  ['changeLog', 'POST', `${P}/user/changelog/7`],
  ['generateReport', 'GET', `${P}/report/generate/7`],
  // Decision 0181: the portal's own form of the report request.
  ['requestReport', 'POST', `${P}/report/generate/7`],
  ['downloadTransactions', 'GET', `${P}/v2/transactions/download/7`],
  ['downloadOrders', 'GET', `${P}/v2/orders/download/7`],
  ['config', 'GET', '/api/config'],
  ['health', 'GET', '/healthz'],
  ['readiness', 'GET', '/readyz'],
  ['outboxSummary', 'GET', '/api/admin/outbox'],
  ['captchaChallenge', 'GET', '/api/captcha/challenge'],
  ['analyticsEvent', 'POST', '/api/events'],
  ['analyticsSummary', 'GET', '/api/admin/events'],
  ['devOutbox', 'GET', '/api/dev/outbox'],
  ['egcs', 'POST', `${P}/v1/egcs/7`],
  ['providerEgcStatus', 'POST', '/api/provider/egc-status'],
  ['audit', 'GET', '/api/admin/audit'],
  ['auditDownload', 'GET', '/api/admin/audit/download'],
  ['adminList', 'GET', '/api/admin/admins'],
  ['adminCreate', 'POST', '/api/admin/admins'],
  ['adminChange', 'POST', '/api/admin/admins/7'],
  ['cardholderTimeline', 'GET', '/api/admin/timeline'],
  ['adminResend', 'POST', '/api/admin/resend'],
  ['adminTransactionsPage', 'GET', '/api/admin/cardholder/transactions'],
  ['adminOrdersPage', 'GET', '/api/admin/cardholder/orders'],
  // Decision 0234: the cardholder page's summary.
  ['adminCardholderSummary', 'GET', '/api/admin/cardholder/summary'],
  ['adminOverview', 'GET', '/api/admin/overview'],
  ['adminFind', 'GET', '/api/admin/find'],
  ['adminImportPreview', 'POST', '/api/admin/import/transactions/preview'],
  ['adminImport', 'POST', '/api/admin/import/transactions'],
  // Decisions 0187, 0188: what waits for a second admin, and the decision on it.
  ['pendingApprovals', 'GET', '/api/admin/approvals'],
  ['decideApproval', 'POST', '/api/admin/approvals/7'],
  // Decisions 0200–0204: Web Push and the nudge settings.
  ['pushKey', 'GET', '/api/push/key'],
  ['pushSubscribe', 'POST', '/api/push/subscriptions'],
  ['pushUnsubscribe', 'DELETE', '/api/push/subscriptions'],
  ['nudgeSettings', 'GET', '/api/push/settings'],
  ['nudgeSettingsSave', 'POST', '/api/push/settings'],
  ['nudgeRefuse', 'POST', '/api/push/refusal'],
  // Decision 0240: the last reports and their files.
  ['reportHistory', 'GET', '/api/admin/reports'],
  ['downloadReport', 'GET', '/api/admin/reports/7/download'],
  // Decision 0241: the last imports and their rejected rows.
  ['importHistory', 'GET', '/api/admin/import/history'],
  ['importRejectedRows', 'GET', '/api/admin/import/history/7/rejected'],
  // Decision 0209: the signed-in cardholder's language.
  ['saveLanguage', 'POST', '/api/cardholder/language'],
];

const ALL_CALLS: readonly AnyCall[] = Object.entries(CONTRACT_EXPORTS)
  .filter(([exported, value]) => exported.endsWith('Call') && typeof value === 'object')
  .map(([, call]) => call as AnyCall);

describe('spec §7: every call has a method and a path', () => {
  it('declares exactly the calls of the table below: spec §7, the wallet and the operations calls', () => {
    const declared = ALL_CALLS.map((call) => call.name).sort();
    expect(declared).toEqual(CALL_TABLE.map(([name]) => name).sort());
  });

  it.each(ALL_CALLS.map((call) => [call.name, call] as const))(
    '%s: method, a path starting with /, unique',
    (name, call) => {
      // DELETE only where a thing the caller made is taken away again (a push subscription).
      expect(['GET', 'POST', 'DELETE']).toContain(call.method);
      expect(call.path.startsWith('/')).toBe(true);
      expect(call.fullPath).toBe(`${call.prefix}${call.path}`);
      expect(ALL_CALLS.filter((other) => other.name === name)).toHaveLength(1);
      expect(CONTRACT_EXPORTS[`${name}Call`]).toBe(call);
    },
  );

  it.each(CALL_TABLE)('spec §7 table: %s is %s %s', (name, method, path) => {
    const call = ALL_CALLS.find((each) => each.name === name) as AnyCall;
    expect(call.method).toBe(method);
    expect(buildPath(call, { id: 7, campaignID: 7 } as never)).toBe(path);
  });
});

describe('spec §7 report types', () => {
  it('4791 Registration Summary (default), 4292 Redemption Summary, 4783 Cardholders Per Tier', () => {
    expect(REPORT_TYPES).toEqual([
      { id: 4791, label: 'Registration Summary' },
      { id: 4292, label: 'Redemption Summary' },
      { id: 4783, label: 'Cardholders Per Tier' },
    ]);
    expect(DEFAULT_REPORT_TYPE_ID).toBe(4791);
  });
});

describe('buildPath fills {id} and {campaignID}', () => {
  it.each(ALL_CALLS.map((call) => [call.name, call] as const))('%s leaves no placeholder', (_name, call) => {
    const built = buildPath(call, { id: 12, campaignID: 12 } as never);
    expect(built).not.toMatch(/[{}]/);
    expect(built.startsWith('/')).toBe(true);
    expect(built.split('/').filter((part) => part === '12')).toHaveLength((call.path.match(/\{\w+\}/g) ?? []).length);
  });

  it('fills {campaignID} by name', () => {
    expect(buildPath(creditsCall, { campaignID: 2023 })).toBe('/api/bpi/spend/v4/credits/2023');
  });

  it('encodes the value so it stays one path segment', () => {
    expect(buildPath(redeemCall, { id: 'a/b c' })).toBe('/api/bpi/spend/redeem/a%2Fb%20c');
  });

  it('needs no params for a fixed path', () => {
    expect(buildPath(logoutCall)).toBe('/api/account/logoff');
  });

  it.each([
    ['missing', {}],
    ['empty', { id: '' }],
  ])('a %s value is a bug and throws', (_label, params) => {
    expect(() => buildPath(redeemCall, params as never)).toThrow('redeem: no value for {id}');
  });

  it('routePattern gives the server route with :params', () => {
    expect(routePattern(creditsCall)).toBe('/api/bpi/spend/v4/credits/:campaignID');
    expect(routePattern(logoutCall)).toBe('/api/account/logoff');
  });

  it.each([
    [{ token: 'a b', skip: undefined, none: null }, '/x?token=a%20b'],
    [{ orderID: 5, flag: true }, '/x?orderID=5&flag=true'],
    [{}, '/x'],
    [undefined, '/x'],
  ])('withQuery(%j)', (query, expected) => {
    expect(withQuery('/x', query)).toBe(expected);
  });
});

describe('spec §8: status ids are data', () => {
  const enveloped = ALL_CALLS.filter((call) => call.kind === 'envelope');

  it.each(enveloped.map((call) => [call.name, call] as const))(
    '%s declares its ids, success ids among them',
    (_n, call) => {
      expect(call.statusIds.length).toBeGreaterThan(0);
      for (const id of call.successIds) expect(call.statusIds).toContain(id);
      expect(new Set(call.statusIds).size).toBe(call.statusIds.length);
    },
  );

  it.each(['credits', 'transactions', 'orders', 'merchantCategories', 'resend', 'redeem', 'bonusRedeem'])(
    'spec §4, §8: %s may answer 1 or -1 (session expired)',
    (name) => {
      const call = ALL_CALLS.find((each) => each.name === name) as AnyCall;
      for (const id of SESSION_STATUS_IDS) expect(call.statusIds).toContain(id);
    },
  );

  it.each([
    ['adminLogin', [5]],
    ['register', [4255]],
    ['inquireCode', [4679]],
    ['login', [0]],
  ])('spec §4: %s succeeds on %j', (name, ids) => {
    expect((ALL_CALLS.find((each) => each.name === name) as AnyCall).successIds).toEqual(ids);
  });

  it.each([
    // Decision 0177: -5, the send's bot check refused; decision 0178: 4720, the guess budget spent.
    ['sendOtp', [0, 1, 4, -5, 4720]],
    ['verifyOtp', [0, 5, 2000, 4, 4720]],
    ['login', [0, 2, 4, -5]],
    ['register', [4255, 44, 45, 4248, 4249, 4]],
    ['inquireCode', [4679, 4677, 4680, 4692, 4678, 43, 44, 45, 4]],
    // 7 is the spec's; 4301–4306 are our refusals (decision 0028).
    ['redeem', [0, 1, -1, 4, 7, 4301, 4302, 4303, 4304, 4305, 4306]],
    ['adminInquiry', [0, 1, -1, 4, 4678]],
  ])('spec §8 ids of %s', (name, ids) => {
    expect((ALL_CALLS.find((each) => each.name === name) as AnyCall).statusIds).toEqual(ids);
  });

  it.each(['downloadTransactions', 'downloadOrders', 'health', 'readiness', 'captchaChallenge'])(
    '%s answers without an envelope',
    (name) => {
      const call = ALL_CALLS.find((each) => each.name === name) as AnyCall;
      expect(call.kind).not.toBe('envelope');
      expect(call.response).toBe(call.data);
    },
  );

  it('types keep the literal ids and the request shapes', () => {
    expectTypeOf<(typeof creditsCall)['statusIds'][number]>().toEqualTypeOf<0 | 1 | -1 | 4>();
    expectTypeOf<z.input<(typeof loginCall)['body']>>().toEqualTypeOf<{
      token: string;
      id: number;
      'g-recaptcha-response': string;
    }>();
    expect(loginCall.headers).toEqual(['g-recaptcha-response']);
  });
});

// Decision 0180: one id rule and one text rule for every request. Each field of every call's query and body (inside
// objects, arrays, records and unions) refuses a text holding NUL, and each field that takes a number refuses 2^31
// and -1 (as the number and as the query's text), save the free-form numbers of an analytics event's detail.
type Schema = z.ZodMiniType;
interface Field {
  readonly path: string;
  readonly schema: Schema;
}

const defOf = (schema: Schema) =>
  (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

function requestFields(schema: Schema, path: string): Field[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        requestFields(field, `${path}.${key}`),
      );
    case 'array':
      return requestFields(def.element as Schema, `${path}[]`);
    case 'record':
      return [
        ...requestFields(def.keyType as Schema, `${path}{key}`),
        ...requestFields(def.valueType as Schema, `${path}{value}`),
      ];
    case 'union': {
      const options = def.options as Schema[];
      // A union of objects (one body shape or another) is walked into; any other union is one field.
      if (options.every((option) => defOf(option).type === 'object')) {
        return options.flatMap((option) => requestFields(option, path));
      }
      return [{ path, schema }];
    }
    case 'optional':
    case 'nullable':
    case 'default':
      return defOf(def.innerType as Schema).type === 'object'
        ? requestFields(def.innerType as Schema, path)
        : [{ path, schema }];
    default:
      return [{ path, schema }];
  }
}

const REQUEST_FIELDS = ALL_CALLS.flatMap((call) => [
  ...(call.query ? requestFields(call.query, `${call.name} query`) : []),
  ...(call.body ? requestFields(call.body, `${call.name} body`) : []),
]);

describe('decision 0180: one id rule and one text rule in every request', () => {
  it.each(REQUEST_FIELDS.map((field) => [field.path, field] as const))('%s refuses a NUL character', (_path, field) => {
    for (const text of ['\u0000', 'a\u0000', 'SPEND042\u0000', '2026-11-21\u0000', 'x@demo.local\u0000']) {
      expect(field.schema.safeParse(text).success).toBe(false);
    }
  });

  const NUMERIC = REQUEST_FIELDS.filter((field) => field.schema.safeParse(1).success && !field.path.includes('detail'));

  it('the numeric fields are the ids, counts and choices the calls take', () => {
    expect(NUMERIC.length).toBeGreaterThan(20);
  });

  it.each(NUMERIC.map((field) => [field.path, field] as const))('%s refuses 2^31 and -1', (_path, field) => {
    for (const value of [2 ** 31, -1, '2147483648', '-1']) expect(field.schema.safeParse(value).success).toBe(false);
  });
});
