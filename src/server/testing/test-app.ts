import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import type { DatabaseKind, OpenDatabase } from '../db/database';
import { fixedKeyRing } from '../platform/keys/key-ring';
import { limitStoreFor } from '../platform/limits/shared-limits';
import { TEST_EGC_CODE_KEYS } from './egc-code-keys';
import { openTestDatabase } from './test-database';
import { seedTestDemo, TEST_NOW } from './test-seed';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  /** The seeded demo campaign's id. */
  readonly campaignId: number;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-test-secret-test-secret-000';

/** What the test app is built from; its limits count where the server's would on that database (decision 0092). */
export function testAppDeps(database: OpenDatabase, campaignId: number, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    db: database.db,
    campaignId,
    clock: () => TEST_NOW,
    isProduction: false,
    https: false,
    logLevel: 'silent',
    keys: () => fixedKeyRing(TEST_SECRET),
    egcCodeKeys: TEST_EGC_CODE_KEYS,
    limits: limitStoreFor(database),
    registrationValidationDelayMs: 10 * 60_000,
    ...overrides,
  };
}

/** The real app on a private, seeded test database; requests go through `app.inject`. */
export async function openTestApp(kind: DatabaseKind, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const { campaignId } = await seedTestDemo(database.db);
  const app = await createApp(testAppDeps(database, campaignId, overrides));
  return {
    app,
    database,
    campaignId,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
