import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsCall, merchantCategoriesCall, ordersCall, transactionsCall } from '../../contract/cardholder';
import { buildPath } from '../../contract/envelope';
import { egcsCall } from '../../contract/wallet';
import { createApp } from '../app';
import type { OpenDatabase } from '../db/database';
import { limitStoreFor } from '../platform/limits/shared-limits';
import { sessionCookieName } from '../platform/sessions/session-cookie';
import { findSession } from '../platform/sessions/sessions.repository';
import { issueSession } from '../platform/sessions/sessions.service';
import { sha256Hex } from '../platform/token-crypto';
import { testAppDeps } from '../testing/test-app';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';

// Decision 0193: each dashboard data call is one statement (one round trip): its session read, the idle time's
// write when due (decision 0131), both limits (decision 0133, on PostgreSQL) and its data. Every statement the app
// makes is counted here as the database answers it, on both databases, so a second one cannot slip back in.

const MINUTE_MS = 60_000;

/** Counts the statements executed through the database handle the app is given. */
function countingPlugin(counter: { statements: number }): KyselyPlugin {
  return {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counter.statements += 1;
      return result;
    },
  };
}

const CALLS = [
  ['credits', (id: number) => buildPath(creditsCall, { campaignID: id })],
  ['transactions', (id: number) => buildPath(transactionsCall, { campaignID: id })],
  ['orders', (id: number) => buildPath(ordersCall, { id })],
  ['merchant categories', (id: number) => buildPath(merchantCategoriesCall, { id })],
] as const;
const WALLET = (id: number) => buildPath(egcsCall, { id });

describe.each(TEST_DATABASE_KINDS)('a dashboard data call is one statement on %s (decision 0193)', (kind) => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let campaignId: number;
  const counter = { statements: 0 };
  let clientNumber = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ campaignId } = await seedTestDemo(database.db));
    const db = database.db.withPlugin(countingPlugin(counter));
    app = await createApp(testAppDeps(database, campaignId, { db, limits: limitStoreFor({ db, kind }) }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function cookieOf(promoCode: string, lastSeenAt: Date): Promise<string> {
    const { id } = await database.db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', promoCode)
      .executeTakeFirstOrThrow();
    const session = await issueSession(database.db, { kind: 'cardholder', cardholderId: id }, undefined, lastSeenAt);
    return `${sessionCookieName(false)}=${session.id}`;
  }

  /** One request from a client address of its own, and the statements it made. */
  async function call(url: string, headers: Record<string, string>) {
    clientNumber += 1;
    counter.statements = 0;
    const answer = await app.inject({ method: 'POST', url, headers, remoteAddress: `10.0.7.${clientNumber}` });
    return { answer, statements: counter.statements };
  }

  it.each(CALLS)(
    '%s: one statement signed in, also when the idle time is due its write, and for a 304',
    async (_name, path) => {
      const twoMinutesAgo = new Date(TEST_NOW.getTime() - 2 * MINUTE_MS);
      const cookie = await cookieOf('CLAIMED1', twoMinutesAgo);
      const first = await call(path(campaignId), { cookie });
      expect(first.answer.statusCode).toBe(200);
      expect(first.answer.json().status.id).toBe(0);
      expect(first.statements).toBe(1);
      const idHash = sha256Hex(cookie.split('=')[1] ?? '');
      expect((await findSession(database.db, idHash))?.lastSeenAt).toEqual(TEST_NOW);

      const again = await call(path(campaignId), { cookie, 'if-none-match': String(first.answer.headers.etag) });
      expect(again.answer.statusCode).toBe(304);
      expect(again.statements).toBe(1);
    },
  );

  it('a session whose write was set back by hand (never done by the app) still has its idle time restarted', async () => {
    const cookie = await cookieOf('SPEND042', TEST_NOW);
    const idHash = sha256Hex(cookie.split('=')[1] ?? '');
    expect((await call(CALLS[0][1](campaignId), { cookie })).statements).toBe(1);
    const setBack = new Date(TEST_NOW.getTime() - 2 * MINUTE_MS);
    await database.db.updateTable('sessions').set({ last_seen_at: setBack }).where('id_hash', '=', idHash).execute();
    // This process saw the write within the minute, so the statement leaves the write out; the row says it is due.
    const { answer, statements } = await call(CALLS[0][1](campaignId), { cookie });
    expect(answer.json().status.id).toBe(0);
    expect(statements).toBe(2);
    expect((await findSession(database.db, idHash))?.lastSeenAt).toEqual(TEST_NOW);
  });

  it('the wallet (untagged): one statement signed in', async () => {
    const cookie = await cookieOf('WALLET01', new Date(TEST_NOW.getTime() - 2 * MINUTE_MS));
    const { answer, statements } = await call(WALLET(campaignId), { cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.length).toBeGreaterThan(0);
    expect(statements).toBe(1);
  });

  it.each([...CALLS, ['wallet', WALLET] as const])(
    '%s: an ended session is one statement too, and answers 1',
    async (_name, path) => {
      const cookie = await cookieOf('SPEND042', new Date(TEST_NOW.getTime() - 31 * MINUTE_MS));
      const { answer, statements } = await call(path(campaignId), { cookie });
      expect(answer.json()).toEqual({ status: { id: 1 }, data: null });
      expect(statements).toBe(1);
    },
  );

  it('without a session cookie: no session read; only the per-address limit, counted on PostgreSQL', async () => {
    const { answer, statements } = await call(CALLS[0][1](campaignId), {});
    expect(answer.json()).toEqual({ status: { id: -1 }, data: null });
    expect(statements).toBe(kind === 'postgres' ? 1 : 0);
  });
});
