import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // tests/docs: the repository's own documents and citations (docs/conventions.md 8).
          include: ['src/domain/**/*.test.ts', 'src/contract/**/*.test.ts', 'tests/docs/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // Each file gets its own PGlite database from a migrated template; files run in parallel forks.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['src/server/testing/global-setup.ts'],
        },
      },
      {
        test: {
          // Decision 0095: two instances behind HAProxy on PostgreSQL; `npm test` runs it as a step of its own.
          name: 'multi-instance',
          environment: 'node',
          include: ['tests/multi-instance/**/*.test.ts'],
          // One cluster at a time: two on a small machine would slow each other's recoveries past what they assert.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/testing/setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts', 'src/domain/fixtures/**', 'src/domain/**/index.ts'],
      reporter: ['text-summary', 'text'],
      // Decision 0065: coverage of src/domain ≥ 95% of branches, reported by the test command.
      thresholds: { branches: 95 },
    },
  },
});
