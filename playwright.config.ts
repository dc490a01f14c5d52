import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Real browser tests: Debian's Chromium (Playwright cannot download its own here) against the real server on
// a fresh embedded database seeded with the demo (docs/architecture.md §3 for the flags).
const port = Number(process.env.E2E_PORT ?? 3998);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  globalSetup: './tests/e2e/support/global-setup.ts',
  // The json report feeds `npm test`'s closing summary (scripts/test/reports.mjs).
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-report.json' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port) },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
