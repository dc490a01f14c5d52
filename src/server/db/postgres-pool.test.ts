import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME, type DatabaseTimeouts, type OpenDatabase, openPostgres } from './database';
import { isDatabaseUnavailable } from './database-errors';

// Decisions 0150 and 0151 on a real PostgreSQL: a connection the pool loses is logged once and replaced, the
// process never ends on it, and every wait on the database has an end.

const url = process.env.DATABASE_URL;

const NO_LIMITS: DatabaseTimeouts = {
  connectMs: 60_000,
  statementMs: 60_000,
  queryMs: 60_000,
  idleInTransactionMs: 60_000,
};

interface Warning {
  readonly details: Record<string, unknown>;
  readonly message: string;
}

function open(timeouts: Partial<DatabaseTimeouts>, poolSize = 2, target = url ?? '') {
  const warnings: Warning[] = [];
  const log = { warn: (details: object, message: string) => warnings.push({ details: { ...details }, message }) };
  const database = openPostgres(target, { poolSize, timeouts: { ...NO_LIMITS, ...timeouts }, log });
  return { database, warnings };
}

const backendPid = async (database: OpenDatabase) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]?.pid;

async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.skipIf(!url)('the PostgreSQL pool when connections go away (needs DATABASE_URL)', () => {
  let admin: OpenDatabase;
  beforeAll(() => {
    admin = openPostgres(url ?? '', { poolSize: 1 });
  });
  afterAll(async () => admin.close());

  const terminate = (pid: number) => sql`select pg_terminate_backend(${pid})`.execute(admin.db);

  it('an idle connection terminated by the server is logged once, as a warning without a stack, and replaced', async () => {
    const { database, warnings } = open({});
    try {
      const pid = await backendPid(database);
      if (pid === undefined) throw new Error('no backend');
      await terminate(pid);
      await waitFor(() => warnings.length > 0);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.details).toMatchObject({ code: '57P01' });
      expect(JSON.stringify(warnings)).not.toContain('stack');
      const next = await backendPid(database);
      expect(next).not.toBe(pid);
    } finally {
      await database.close();
    }
  });

  it('a connection terminated inside a transaction fails that transaction as unavailable, and the pool goes on', async () => {
    const { database } = open({}, 1);
    try {
      const failed = await database.db
        .transaction()
        .execute(async (trx) => {
          const pid = await backendPid({ ...database, db: trx });
          if (pid === undefined) throw new Error('no backend');
          await terminate(pid);
          await new Promise((resolve) => setTimeout(resolve, 100));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect(await backendPid(database)).toEqual(expect.any(Number));
    } finally {
      await database.close();
    }
  });

  it('a statement longer than statement_timeout is ended by PostgreSQL, as unavailable', async () => {
    const { database } = open({ statementMs: 100 });
    try {
      const failed = await sql`select pg_sleep(5)`.execute(database.db).catch((error: unknown) => error);
      expect(failed).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(failed)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('a statement not answered within query_timeout is given up, and its connection is not used again', async () => {
    const { database } = open({ queryMs: 100 }, 1);
    try {
      const pid = await backendPid(database);
      const failed = await sql`select pg_sleep(5)`.execute(database.db).catch((error: unknown) => error);
      expect(failed).toMatchObject({ message: 'Query read timeout' });
      expect(isDatabaseUnavailable(failed)).toBe(true);
      // The one connection was busy with the sleep: the next statement gets a new one instead of waiting behind it.
      const next = await backendPid(database);
      expect(next).not.toBe(pid);
      await terminate(pid ?? 0);
    } finally {
      await database.close();
    }
  });

  it('the connections say who they are in pg_stat_activity', async () => {
    const { database } = open({});
    try {
      const pid = await backendPid(database);
      const row = await sql<{ name: string }>`select application_name as name from pg_stat_activity where pid = ${pid}`
        .execute(admin.db)
        .then((result) => result.rows[0]);
      expect(row?.name).toBe(APPLICATION_NAME);
    } finally {
      await database.close();
    }
  });
});

describe('a database that does not answer at all', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never says a word, as a stalled server or a black-holed route would.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('a connection not made within the connect timeout fails as unavailable', async () => {
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const { database } = open({ connectMs: 100 }, 1, `postgres://nobody@127.0.0.1:${address.port}/none`);
    try {
      const failed = await sql`select 1`.execute(database.db).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failed)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
