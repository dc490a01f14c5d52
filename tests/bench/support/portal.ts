// What the browser benchmarks share: the built portal started on loopback with a fresh embedded database, and a
// seeded cardholder signed in through the real API (spec §4: OTP from the dev outbox, the bot check solved
// with altcha-lib), so a benchmark measures pages, not the sign-in screens.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveBotCheckAt } from '../../../src/server/testing/sign-in';

export interface RunningPortal {
  readonly base: string;
  readonly stop: () => Promise<void>;
}

/** Builds when the build is stale, then starts dist/server/main.js on PGlite and waits for /healthz. */
export async function startPortal(port: number): Promise<RunningPortal> {
  const stale = spawnSync('node', [
    '-e',
    "import('./scripts/build-state.mjs').then(m=>process.exit(m.buildIsStale()?1:0))",
  ]).status;
  if (stale !== 0) spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-portal-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  env.SEED_ADMIN_PASSWORD = 'bench-admin-password';
  env.LOG_LEVEL = 'warn';
  env.NODE_ENV = 'test';
  const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'ignore' });
  for (let attempt = 0; attempt < 480; attempt++) {
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Answer {
  readonly response: Response;
  readonly json: { status: { id: number }; data: Record<string, string> };
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, json: (await response.json()) as Answer['json'] };
}

/** The spec §4 login flow through the API; returns the session cookie's name and value. */
export async function signInThroughApi(base: string, promoCode: string): Promise<{ name: string; value: string }> {
  const config = (await (await fetch(`${base}/api/config`)).json()) as { data: { campaignID: number } };
  const id = config.data.campaignID;
  // Decision 0177: a send takes a solved bot check too.
  const sendBotCheck = await solveBotCheckAt(base);
  const sent = await post(
    base,
    `/api/bpi/spend/v2/otp/send/${id}`,
    { promoid: promoCode, id, 'g-recaptcha-response': sendBotCheck },
    { 'g-recaptcha-response': sendBotCheck },
  );
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { data: { body: string }[] };
  const code = /code is (\d{4})/.exec(outbox.data[0]?.body ?? '')?.[1] ?? '';
  const verified = await post(base, `/api/bpi/spend/v2/otp/verify/${id}`, { token: sent.json.data.token, code, id });
  const botCheck = await solveBotCheckAt(base);
  const token = verified.json.data.token ?? '';
  const login = await post(
    base,
    `/api/bpi/spend/v3/login/${id}?token=${encodeURIComponent(token)}`,
    { token, id, 'g-recaptcha-response': botCheck },
    { 'g-recaptcha-response': botCheck },
  );
  const cookie = login.response.headers.get('set-cookie')?.split(';')[0];
  if (login.json.status.id !== 0 || !cookie) throw new Error(`sign-in as ${promoCode} failed`);
  const [name = '', value = ''] = cookie.split('=');
  return { name, value };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
