import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Decision 0009: a second server on the same PGlite data directory exits with a clear message and changes nothing;
// the first keeps serving. Real processes, as `npm start` runs them. The first start's print includes the seeded
// admin's enrolment link (decision 0184).

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGTERM');
});

function startServer(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_ADMIN_PASSWORD: 'main-test-password',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], { env });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server never became healthy');
}

describe('one server per data directory (decision 9)', () => {
  it('refuses a second start on the same DATA_DIR while the first keeps serving', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'main-'));
    const port = 4100 + Math.floor(Math.random() * 400);
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    expect(first.output()).toContain('Seeded the demo campaign');

    const second = startServer(dataDir, port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another portal process`);
    expect(second.output()).not.toContain('Seeded');

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.ok).toBe(true);
    const config = await (await fetch(`http://127.0.0.1:${port}/api/config`)).json();
    expect(config.status.id).toBe(0);

    // Decision 0184: the first start prints the seeded admin's one-time enrolment link, and only with it does the
    // password lead to an enrolment.
    const link = first.output().match(/Second factor: open (http:\/\/localhost:\d+\/admin\?enrol=[\w-]{22}) /)?.[1];
    expect(link).toBeDefined();
    const signIn = (enrolment?: string) =>
      fetch(`http://127.0.0.1:${port}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          emailAddress: 'admin@demo.local',
          password: 'main-test-password',
          id: config.data.campaignID,
          ...(enrolment ? { enrolment } : {}),
        }),
      }).then((answer) => answer.json());
    expect((await signIn()).status.id).toBe(2);
    expect((await signIn(new URL(link ?? 'http://x').searchParams.get('enrol') ?? '')).status.id).toBe(4711);
  });
});
