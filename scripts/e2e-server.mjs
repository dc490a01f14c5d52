// The server the browser tests run against: the production build, a throwaway data directory (always PGlite,
// so the seed is fresh), bound to loopback.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsStale } from './build-state.mjs';

if (buildIsStale()) {
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
env.SEED_ADMIN_PASSWORD ??= 'e2e-admin-password';
// Decision 0122: the seeded admin's second factor, so the tests can compute its codes (support/admin-sign-in.ts).
env.SEED_ADMIN_TOTP_SECRET ??= 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// Every browser test comes from 127.0.0.1; in production those would be many addresses (decision 0021).
env.RATE_LIMIT_IP_FACTOR ??= '50';
// Decision 0022: a pending code is validated 10 minutes after the seed by default, and a full browser run is longer:
// PENDING1 stays pending for the whole run, so a test reads the same state wherever it falls in the run.
env.REGISTRATION_VALIDATION_DELAY_SECONDS ??= '21600';
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit', env });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
