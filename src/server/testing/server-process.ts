import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_EGC_CODE_KEY_TEXT } from './egc-code-keys';

// For tests that run the server as `npm start` does: main.ts in a child process of its own, on a free port.

export async function freePort(): Promise<number> {
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

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly origin: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code once it exited. */
  readonly exited: Promise<number | null>;
  /** Waits until /readyz answers 200, failing when the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
}

const MAIN = join(import.meta.dirname, '..', 'main.ts');

/**
 * Starts main.ts with `env` on top of this process's environment (DATABASE_URL removed unless given). The eGC code
 * key is the tests' (decision 0170: required with DATABASE_URL and in production) unless `env` says otherwise.
 */
export function startServerProcess(port: number, env: NodeJS.ProcessEnv): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    EGC_CODE_KEY: TEST_EGC_CODE_KEY_TEXT,
  };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: childEnv });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    origin,
    output: () => output,
    exited,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
        const ok = await fetch(`${origin}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`server not ready in ${timeoutMs} ms:\n${output}`);
    },
  };
}
