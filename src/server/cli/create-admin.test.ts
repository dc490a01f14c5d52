import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAdminPassword } from '../admin/admin-password';
import { type DatabaseKind, type OpenDatabase, openPglite, openPostgres } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { sha256Hex } from '../platform/token-crypto';
import { TEST_EGC_CODE_KEY_TEXT, TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo } from '../testing/test-seed';

// Decision 0037: "Admin accounts are created with `npm run admin:create -- <email>` (password prompted or from the
// environment)", as a real child process on the server's database configuration.

const CLI = join(import.meta.dirname, 'create-admin.ts');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runCli(args: readonly string[], env: NodeJS.ProcessEnv, input = ''): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** A seeded database the CLI reaches through its environment: a PGlite DATA_DIR, or a PostgreSQL schema. */
interface CliDatabase {
  readonly env: NodeJS.ProcessEnv;
  readonly dataDir: string;
  open(): Promise<OpenDatabase>;
  remove(): Promise<void>;
}

async function seeded(database: OpenDatabase): Promise<void> {
  await seedTestDemo(database.db);
  await database.close();
}

async function cliDatabase(kind: DatabaseKind): Promise<CliDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-create-'));
  if (kind === 'pglite') {
    const open = () => openPglite({ dataDir });
    const database = await open();
    await migrateToLatest(database.db, { egcCodeKeys: TEST_EGC_CODE_KEYS });
    await seeded(database);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      open,
      remove: async () => rmSync(dataDir, { recursive: true }),
    };
  }
  const url = process.env.DATABASE_URL ?? '';
  const schema = `cli_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const open = async () => openPostgres(scoped.toString(), { poolSize: 2 });
  const database = await open();
  await migrateToLatest(database.db, { schema, egcCodeKeys: TEST_EGC_CODE_KEYS });
  await seeded(database);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scoped.toString(), EGC_CODE_KEY: TEST_EGC_CODE_KEY_TEXT },
    dataDir,
    open,
    async remove() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
      rmSync(dataDir, { recursive: true });
    },
  };
}

describe.each(TEST_DATABASE_KINDS)('npm run admin:create (decision 0037) on %s', (kind) => {
  let target: CliDatabase;
  beforeAll(async () => {
    target = await cliDatabase(kind);
  });
  afterAll(async () => target.remove());

  async function adminRow(email: string) {
    const database = await target.open();
    try {
      return await database.db
        .selectFrom('admins')
        .select(['email', 'password_hash', 'role'])
        .where('email', '=', email)
        .executeTakeFirst();
    } finally {
      await database.close();
    }
  }

  it('creates an admin with the password from ADMIN_PASSWORD, stored only as an argon2id hash', async () => {
    const run = await runCli(['New.Admin@Demo.Local'], {
      ...target.env,
      ADMIN_PASSWORD: 'a-long-password-1',
      PUBLIC_ORIGIN: 'https://promo.example.com',
    });
    // Decision 0184: and the one-time link the new admin enrols a second factor through.
    const [created, link, ...rest] = run.stdout.split('\n');
    expect(run.code).toBe(0);
    expect(created).toBe('Created admin new.admin@demo.local.');
    expect(link).toMatch(
      /^Second factor: open https:\/\/promo\.example\.com\/admin\?enrol=[\w-]{22} and sign in there to set it up \(the link works once, for 72 hours\)\.$/,
    );
    expect(rest).toEqual(['']);
    const row = await adminRow('new.admin@demo.local');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyAdminPassword(row?.password_hash ?? '', 'a-long-password-1')).toBe(true);
    const token = link?.match(/enrol=([\w-]+)/)?.[1] ?? '';
    const database = await target.open();
    try {
      const stored = await database.db
        .selectFrom('admin_enrolment_links')
        .select('token_hash')
        .where('token_hash', '=', sha256Hex(token))
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('"creates or resets": a second run sets the new password (read from piped input) and lifts a lockout', async () => {
    const database = await target.open();
    const lockedUntil = new Date(Date.now() + 600_000);
    await database.db
      .insertInto('admin_sign_in_throttle')
      .values({
        email: 'admin@demo.local',
        client: '10.1.1.1',
        failures: 0,
        locks: 1,
        locked_until: lockedUntil,
        updated_at: new Date(),
      })
      .execute();
    await database.close();
    const run = await runCli(['admin@demo.local'], { ...target.env, ADMIN_PASSWORD: '' }, 'piped-password-42\n');
    // The seeded test admin has a second factor: no enrolment link.
    expect(run).toMatchObject({ code: 0, stdout: 'Reset the password of admin admin@demo.local.\n' });
    const row = await adminRow('admin@demo.local');
    expect(row?.role).toBe('owner');
    const after = await target.open();
    expect(await after.db.selectFrom('admin_sign_in_throttle').selectAll().execute()).toEqual([]);
    await after.close();
    expect(await verifyAdminPassword(row?.password_hash ?? '', 'piped-password-42')).toBe(true);
    expect(await verifyAdminPassword(row?.password_hash ?? '', 'test-admin-password')).toBe(false);
  });

  it("decision 0120: --role sets the new admin's role; without it a new admin is an owner", async () => {
    const env = { ...target.env, ADMIN_PASSWORD: 'a-long-password-2' };
    const viewer = await runCli(['viewer.one@demo.local', '--role', 'viewer'], env);
    expect(viewer.code).toBe(0);
    expect(viewer.stdout.split('\n')[0]).toBe('Created admin viewer.one@demo.local (role viewer).');
    expect((await adminRow('viewer.one@demo.local'))?.role).toBe('viewer');
    expect((await runCli(['owner.two@demo.local'], env)).code).toBe(0);
    expect((await adminRow('owner.two@demo.local'))?.role).toBe('owner');
    const refused = await runCli(['x@demo.local', '--role', 'root'], env);
    expect(refused.code).toBe(2);
    expect(await adminRow('x@demo.local')).toBeUndefined();
  });

  it.each([
    ['11 characters', 'eleven-char'],
    ['nothing', ''],
  ])('decision 0037: a password of %s is refused and nothing changes', async (_case, password) => {
    const run = await runCli(['short@demo.local'], { ...target.env, ADMIN_PASSWORD: '' }, `${password}\n`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('at least 12 characters');
    expect(await adminRow('short@demo.local')).toBeUndefined();
  });

  it.each([[[]], [['not-an-email']], [['a@demo.local', 'b@demo.local']]])(
    'arguments %j print the usage (exit 2)',
    async (args) => {
      const run = await runCli(args, { ...target.env, ADMIN_PASSWORD: 'a-long-password-1' });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage: npm run admin:create -- <email>');
    },
  );
});

describe('npm run admin:create and the PGlite data directory (decision 9)', () => {
  it('is refused, clearly and without change, while a server holds the directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-create-locked-'));
    // This test process stands in for the running server: a live PID that is not the CLI's.
    writeFileSync(join(dataDir, 'portal.lock'), String(process.pid));
    const run = await runCli(['x@demo.local'], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'a-long-password-1',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `The data directory ${dataDir} is in use by another portal process (PID ${process.pid})`,
    );
    rmSync(dataDir, { recursive: true });
  });

  it('on a directory the server never set up, says to start the server first', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-create-empty-'));
    const run = await runCli(['x@demo.local'], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'a-long-password-1',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not set up yet: start the server once (npm start)');
    rmSync(dataDir, { recursive: true });
  });
});
