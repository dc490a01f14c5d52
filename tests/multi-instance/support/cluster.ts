import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type ServerProcess, startServerProcess } from '../../../src/server/testing/server-process';

// Two portal instances with the default configuration (no shared SESSION_SECRET, a DATA_DIR each) on one
// PostgreSQL database, behind HAProxy running deploy/haproxy.cfg, round robin. Also what bench:scale and
// bench:otp-delay run on (one instance is the same instance named twice).

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const CONFIG = join(import.meta.dirname, '..', '..', '..', 'deploy', 'haproxy.cfg');

export interface InstanceSettings {
  readonly databaseUrl: string;
  readonly smtpUrl: string;
  readonly smsWebhookUrl: string;
  /** More environment on top (the benchmarks: quieter logs, a per-IP factor for one load generator). */
  readonly env?: NodeJS.ProcessEnv;
}

export interface Instance {
  readonly name: string;
  readonly dataDir: string;
  /** Its METRICS_PORT (decision 0220), on 127.0.0.1: what Prometheus scrapes. */
  readonly metricsPort: number;
  process: ServerProcess;
}

function instanceEnv(settings: InstanceSettings, dataDir: string, metricsPort: number): NodeJS.ProcessEnv {
  return {
    METRICS_PORT: String(metricsPort),
    NODE_ENV: 'production',
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: settings.smtpUrl,
    SMTP_FROM: 'promo@bank.example',
    SMS_WEBHOOK_URL: settings.smsWebhookUrl,
    // The proxy connects from the loopback address: its X-Forwarded-For is believed, a client's never.
    TRUST_PROXY: '127.0.0.1',
    SEED_ADMIN_PASSWORD: 'multi-instance-password',
    SESSION_SECRET: '',
    SESSION_SECRET_PREVIOUS: '',
    RATE_LIMIT_IP_FACTOR: '1',
    ...settings.env,
  };
}

export async function startInstance(name: string, settings: InstanceSettings): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const metricsPort = await freePort();
  const process = startServerProcess(await freePort(), instanceEnv(settings, dataDir, metricsPort));
  return { name, dataDir, metricsPort, process };
}

/** Starts it again on its own port and DATA_DIR, as a supervisor would after a crash. */
export function restartInstance(instance: Instance, settings: InstanceSettings): void {
  instance.process = startServerProcess(
    instance.process.port,
    instanceEnv(settings, instance.dataDir, instance.metricsPort),
  );
}

export function removeInstance(instance: Instance): void {
  instance.process.child.kill('SIGKILL');
  rmSync(instance.dataDir, { recursive: true, force: true });
}

export interface RunningProxy {
  readonly origin: string;
  readonly child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export async function startProxy(instances: readonly Instance[]): Promise<RunningProxy> {
  const port = await freePort();
  const [app1, app2] = instances;
  if (app1 === undefined || app2 === undefined) throw new Error('the proxy configuration has two instances');
  const child = spawn(HAPROXY, ['-db', '-f', CONFIG], {
    env: {
      ...process.env,
      PORTAL_PROXY_BIND: `127.0.0.1:${port}`,
      PORTAL_APP_1: `127.0.0.1:${app1.process.port}`,
      PORTAL_APP_2: `127.0.0.1:${app2.process.port}`,
      PORTAL_PROXY_SERVED_BY: '1',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
