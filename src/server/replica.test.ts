import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, type OpenDatabase, openPglite, openPostgres } from './db/database';
import { freePort, type ServerProcess, startServerProcess } from './testing/server-process';
import { solveBotCheckAt } from './testing/sign-in';
import { startHungSmtpServer } from './testing/smtp-test-server';
import { createScratchDatabase, TEST_DATABASE_KINDS } from './testing/test-database';

// Decision 0094: the server starts and stops like a replica. Real processes, as `npm start` runs them.

const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
}

/** A GET on `agent` (a kept-alive connection) or on a connection of its own. */
function httpGet(url: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    }).on('error', reject);
  });
}

/** A server's database for one test: a fresh PostgreSQL database, or a fresh PGlite directory. */
async function freshDatabase(kind: DatabaseKind) {
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase('replica');
    cleanups.push(() => scratch.drop());
    return {
      env: { DATABASE_URL: scratch.url },
      open: async (): Promise<OpenDatabase> => openPostgres(scratch.url, { poolSize: 1 }),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'replica-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir }, open: () => openPglite({ dataDir }) };
}

const serverEnv = { NODE_ENV: 'test', SEED_ADMIN_PASSWORD: 'replica-test-password' };
/** In production the listener stays open 2 s after SIGTERM, for the proxy to see readiness turn 503. */
const productionEnv = { ...serverEnv, NODE_ENV: 'production' };

describe.each(TEST_DATABASE_KINDS.filter((kind) => kind === 'postgres'))('replicas on %s', (kind) => {
  it('two replicas started together on an empty database both come up; one seeds, both share one key', async () => {
    const database = await freshDatabase(kind);
    const [a, b] = await Promise.all([freePort(), freePort()]).then((ports) =>
      ports.map((port) => startServerProcess(port, { ...serverEnv, ...database.env })),
    );
    if (a === undefined || b === undefined) throw new Error('two servers expected');
    started.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const seeded = [a, b].filter((server) => server.output().includes('Seeded the demo campaign'));
    expect(seeded).toHaveLength(1);
    for (const server of [a, b]) expect((await fetch(`${server.origin}/api/config`)).status).toBe(200);
    const db = await database.open();
    const keys = await db.db.selectFrom('signing_keys').select('generation').execute();
    await db.close();
    expect(keys).toEqual([{ generation: 1 }]);
  });
});

describe.each(TEST_DATABASE_KINDS)('SIGTERM on %s', (kind) => {
  it('readiness 503 at once, requests taken are answered, keep-alive closes, exit 0 within DRAIN_SECONDS despite a hung SMTP server', async () => {
    const hung = await startHungSmtpServer();
    cleanups.push(() => hung.close());
    const database = await freshDatabase(kind);
    const server = startServerProcess(await freePort(), { ...productionEnv, ...database.env, SMTP_URL: hung.url });
    started.push(server);
    await server.ready();

    // A one-time code by e-mail: its send hangs on the SMTP server.
    const botCheck = await solveBotCheckAt(server.origin);
    const sent = await fetch(`${server.origin}/api/bpi/spend/v2/otp/send/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'g-recaptcha-response': botCheck },
      body: JSON.stringify({ promoid: 'SPEND042', id: 1, 'g-recaptcha-response': botCheck }),
    });
    expect((await sent.json()).status.id).toBe(0);
    await expect.poll(() => hung.connections, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);

    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await httpGet(`${server.origin}/api/config`, keptAlive)).headers.connection).not.toBe('close');

    server.child.kill('SIGTERM');
    // "At once" is before the listener closes (the 2 s notice), not a time of ours: the burst after it is all
    // answered, which it could not be with the listener closed.
    await expect.poll(async () => (await httpGet(`${server.origin}/readyz`)).status, { timeout: 10_000 }).toBe(503);
    // Requests arriving while the proxy learns of the drain are all answered, none reset.
    const burst = await Promise.allSettled(Array.from({ length: 40 }, () => httpGet(`${server.origin}/api/config`)));
    expect(burst.filter((answer) => answer.status === 'fulfilled' && answer.value.status === 200)).toHaveLength(40);
    const onKeptAlive = await httpGet(`${server.origin}/api/config`, keptAlive);
    expect(onKeptAlive.status).toBe(200);
    expect(onKeptAlive.headers.connection).toBe('close');

    // Within DRAIN_SECONDS by the server's own timer: when the drain time is up it exits 1, with that line (drain.ts).
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('drained: exiting');
    expect(server.output()).not.toContain('drain time is up');
    keptAlive.destroy();

    // The hung e-mail is not lost: not sent, its claim released, due again for any instance.
    const db = await database.open();
    const row = await db.db
      .selectFrom('outbox')
      .select(['sent_at', 'failed_at', 'lease_owner', 'attempts'])
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    await db.close();
    expect(row).toMatchObject({ sent_at: null, failed_at: null, lease_owner: null, attempts: 1 });
  });
});
