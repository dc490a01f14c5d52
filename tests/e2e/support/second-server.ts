import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The update test deploys a new build under a running page. It must not swap the shared server's files, so it
// starts a server of its own: the same production build of the server, its own embedded database, and a client
// directory (CLIENT_DIR) the test replaces as a deploy would.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the second server exited with ${server.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the second server did not answer ${origin}/healthz in ${timeoutMs} ms`);
}

export interface SecondServer {
  readonly origin: string;
  /** Replaces the served client with the files of `builtDir`, as a deploy does (old chunks gone). */
  deploy(builtDir: string): void;
  stop(): Promise<void>;
}

/** `env` adds to or replaces the server's environment (a test that needs its own limits or seeded admin). */
export async function startSecondServer(
  initialClientDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<SecondServer> {
  const port = await freePort();
  const clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-update-'));
  cpSync(initialClientDir, clientDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_ADMIN_PASSWORD: 'update-test-admin-password',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const removeDirs = () => {
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, server, 120_000);
  } catch (error) {
    server.kill('SIGTERM');
    removeDirs();
    throw error;
  }
  return {
    origin,
    deploy(builtDir) {
      for (const entry of readdirSync(clientDir)) rmSync(join(clientDir, entry), { recursive: true, force: true });
      cpSync(builtDir, clientDir, { recursive: true });
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      removeDirs();
    },
  };
}

/** Builds the client (Vite and the worker) into a fresh directory with the given BUILD_ID; returns it. */
export async function buildClient(buildId: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  const build = spawn(
    './node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: { ...process.env, BUILD_ID: buildId },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  build.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  build.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output}`);
  return outDir;
}
