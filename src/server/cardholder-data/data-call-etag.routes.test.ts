import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../contract/cardholder';
import { buildPath } from '../../contract/envelope';
import { egcsCall } from '../../contract/wallet';
import { matchesIfNoneMatch } from '../platform/etag';
import { signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

// Decision 0192: a refetch of unchanged dashboard data answers 304 by ETag, with no body; changed data answers 200
// with a new tag.

describe.each(TEST_DATABASE_KINDS)('the dashboard reads answer 304 to unchanged data, on %s', (kind) => {
  let testApp: TestApp;
  let campaignId: number;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
    campaignId = (await testApp.database.db.selectFrom('campaigns').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => testApp.close());

  const post = (url: string, cookie: string, ifNoneMatch?: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }) },
    });

  it('credits, transactions, orders and categories: tagged, then 304 with no body for the same tag', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'CLAIMED1', { ip: '10.0.1.1' });
    const paths = [
      buildPath(creditsCall, { campaignID: campaignId }),
      buildPath(transactionsCall, { campaignID: campaignId }),
      buildPath(ordersCall, { id: campaignId }),
      buildPath(merchantCategoriesCall, { id: campaignId }),
    ];
    for (const path of paths) {
      const first = await post(path, cookie);
      expect(first.statusCode).toBe(200);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"[\w-]{22}"$/);
      const again = await post(path, cookie, tag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);
      const stale = await post(path, cookie, '"not-the-tag"');
      expect(stale.statusCode).toBe(200);
      expect(stale.json().status.id).toBe(0);
    }
  });

  it("changed data answers 200 with a new tag; another cardholder's tag never matches", async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'SPEND042', { ip: '10.0.1.2' });
    const path = buildPath(transactionsCall, { campaignID: campaignId });
    const before = await post(path, cookie);
    const cardholder = await testApp.database.db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'SPEND042')
      .executeTakeFirstOrThrow();
    const other = await signInAs(testApp.app, testApp.database.db, 'NOSPEND1', { ip: '10.0.1.3' });
    const othersAnswer = await post(path, other, before.headers.etag as string);
    expect(othersAnswer.statusCode).toBe(200);
    expect(othersAnswer.headers.etag).not.toBe(before.headers.etag);
    await testApp.database.db.deleteFrom('transactions').where('cardholder_id', '=', cardholder.id).execute();
    const after = await post(path, cookie, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('the eGC codes are never tagged: they are no-store', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'WALLET01', { ip: '10.0.1.4' });
    const wallet = await post(buildPath(egcsCall, { id: campaignId }), cookie);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.headers.etag).toBeUndefined();
    expect(wallet.headers['cache-control']).toBe('no-store');
  });
});

describe('If-None-Match', () => {
  it('matches a listed tag, weak or strong, or *', () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
