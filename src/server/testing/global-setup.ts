import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TEST_EGC_CODE_KEYS } from './egc-code-keys';

// A fresh PGlite costs 3–7 s (initdb + migrations); loading a migrated dump costs about 1 s (docs/architecture.md §3).
// Made once per test run, then every test database starts from it.
// The dump is named after this run's process: two runs at once (two checkouts sharing node_modules, or two runs of
// one) each read their own, never one migrated by other code. Removed when the run ends.
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openPglite();
  await migrateToLatest(database.db, { egcCodeKeys: TEST_EGC_CODE_KEYS });
  const dump = await database.dumpDataDir();
  await database.close();
  const dir = join(process.cwd(), 'node_modules', '.cache', 'portal-tests');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(path, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}
