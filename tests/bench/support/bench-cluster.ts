import { type OpenDatabase, openPostgres } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { seedDemo } from '../../../src/server/db/seed/seed';
import { sessionCookieName } from '../../../src/server/platform/sessions/session-cookie';
import { issueSession } from '../../../src/server/platform/sessions/sessions.service';
import { TEST_EGC_CODE_KEYS } from '../../../src/server/testing/egc-code-keys';
import { createScratchDatabase, type ScratchDatabase } from '../../../src/server/testing/test-database';
import { type BenchSize, seedBenchData } from '../bench-seed';

// What bench:scale and bench:otp-delay share: a fresh PostgreSQL database with the demo campaign and the bench
// cardholders, and sessions made directly (no OTP), so a benchmark measures what it names.

export interface BenchDatabase {
  readonly scratch: ScratchDatabase;
  readonly database: OpenDatabase;
  readonly campaignId: number;
  /** The bench cardholders' ids, BN000001 first. */
  readonly cardholderIds: readonly number[];
  close(): Promise<void>;
}

export async function openBenchDatabase(size: BenchSize): Promise<BenchDatabase> {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is needed: the instances share one PostgreSQL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  }
  const scratch = await createScratchDatabase('bench');
  const database = openPostgres(scratch.url, { poolSize: 4 });
  await migrateToLatest(database.db, { egcCodeKeys: TEST_EGC_CODE_KEYS });
  const now = new Date();
  const { campaignId } = await seedDemo(database.db, {
    now,
    adminPassword: 'bench-admin-password',
    egcCodeKeys: TEST_EGC_CODE_KEYS,
  });
  const cardholderIds = await seedBenchData(database.db, campaignId, size, now);
  return {
    scratch,
    database,
    campaignId,
    cardholderIds,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** `cookie` header values of signed-in sessions for these cardholders. */
export async function sessionCookies(database: OpenDatabase, cardholderIds: readonly number[]): Promise<string[]> {
  const now = new Date();
  const cookies: string[] = [];
  for (const cardholderId of cardholderIds) {
    const session = await issueSession(database.db, { kind: 'cardholder', cardholderId }, undefined, now);
    cookies.push(`${sessionCookieName(false)}=${session.id}`);
  }
  return cookies;
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
