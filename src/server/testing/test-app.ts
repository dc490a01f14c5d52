import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import type { DatabaseKind, OpenDatabase } from '../db/database';
import { seedDemo } from '../db/seed/seed';
import { TEST_NOW } from './test-clock';
import { openTestDatabase } from './test-database';

export { TEST_NOW };

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  close(): Promise<void>;
}

/** The real app on a private, seeded test database; requests go through `app.inject`. */
export async function openTestApp(kind: DatabaseKind, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const seeded = await seedDemo(database.db, { now: TEST_NOW, adminPassword: 'test-admin-password' });
  const app = await createApp({
    db: database.db,
    campaignId: seeded.campaignId,
    clock: () => TEST_NOW,
    isProduction: false,
    https: false,
    logLevel: 'silent',
    secret: 'test-secret-test-secret-test-secret-000',
    registrationValidationDelayMs: 10 * 60_000,
    ...overrides,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
