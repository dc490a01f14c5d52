import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOtpCall } from '../../../contract/auth';
import { buildPath, routePattern } from '../../../contract/envelope';
import { freePort, type ServerProcess, startServerProcess } from '../../testing/server-process';
import { solveBotCheckAt } from '../../testing/sign-in';

// Decision 0220: with METRICS_PORT set the metrics are served on that port only, and a sign-in moves the
// SMS counter. The server as `npm start` runs it (main.ts, PGlite), scraped over HTTP as Prometheus would.

/** The value of one series in Prometheus's text format (labels in any order), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const parse = (each: string) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?(?: (\S+))?$/.exec(each);
    const labels = (match?.[2] ?? '').split(',').filter(Boolean).sort().join(',');
    return { key: `${match?.[1]}{${labels}}`, value: match?.[3] };
  };
  const wanted = parse(series).key;
  const found = text
    .split('\n')
    .map(parse)
    .find((each) => each.key === wanted);
  return found?.value === undefined ? undefined : Number(found.value);
}

describe('the metrics server on METRICS_PORT (decision 0220)', () => {
  let server: ServerProcess;
  let metricsPort: number;
  let dataDir: string;
  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return answer.text();
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'metrics-'));
    metricsPort = await freePort();
    server = startServerProcess(await freePort(), {
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      SEED_ADMIN_PASSWORD: 'metrics-test-password',
      LOG_LEVEL: 'warn',
    });
    // A first start migrates and seeds: on a busy machine that takes a while.
    await server.ready(150_000);
  }, 180_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a sign-in's code moves the SMS counter and the one-time-code delay, within seconds", async () => {
    const before = sample(await scrape(), 'portal_messages_sent_total{channel="sms"}');
    expect(before).toBe(0);
    const proof = await solveBotCheckAt(server.origin);
    const sent = await fetch(`${server.origin}${buildPath(sendOtpCall, { id: 1 })}`, {
      method: 'POST',
      // Decision 0177: a send takes a solved bot check, as login does.
      headers: { 'content-type': 'application/json', 'g-recaptcha-response': proof },
      body: JSON.stringify({ promoid: 'SPEND118', id: 1, 'g-recaptcha-response': proof }),
    });
    expect((await sent.json()).status.id).toBe(0);
    let text = '';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      text = await scrape();
      if ((sample(text, 'portal_messages_sent_total{channel="sms"}') ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sample(text, 'portal_messages_sent_total{channel="sms"}')).toBe(1);
    expect(sample(text, 'portal_otp_delivery_seconds_count{channel="sms"}')).toBe(1);
    expect(sample(text, 'portal_messages_sent_total{channel="push"}')).toBe(0);
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="POST",route="${routePattern(sendOtpCall)}",status_code="200"}`,
      ),
    ).toBe(1);
  });

  it('serves the database figures, the pool, the promo, the readiness verdict and the process defaults', async () => {
    await fetch(`${server.origin}/readyz`);
    const text = await scrape();
    for (const lane of ['one-time-code/sms', 'one-time-code/email', 'standard/sms', 'standard/email']) {
      expect(sample(text, `portal_outbox_messages{lane="${lane}",state="failed"}`)).toBe(0);
      expect(sample(text, `portal_outbox_oldest_waiting_seconds{lane="${lane}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'portal_database_up')).toBe(1);
    expect(sample(text, 'portal_promo_open')).toBe(1);
    expect(sample(text, 'portal_provider_webhook_enabled')).toBe(0);
    expect(sample(text, 'portal_database_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'portal_database_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('the metrics are on their own port only: the public port does not serve them, the metrics port nothing else', async () => {
    const publicAnswer = await fetch(`${server.origin}/metrics`);
    expect(await publicAnswer.text()).not.toContain('portal_messages_sent_total');
    const elsewhere = await fetch(`http://127.0.0.1:${metricsPort}/api/config`);
    expect(elsewhere.status).toBe(404);
    const posted = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(404);
    expect(server.output()).toContain(`Metrics on http://127.0.0.1:${metricsPort}/metrics`);
  });

  it('serves every metric the alerts (deploy/prometheus) and the dashboard (deploy/grafana) read', async () => {
    const deploy = join(import.meta.dirname, '..', '..', '..', '..', 'deploy');
    const read = (path: string) => readFileSync(join(deploy, path), 'utf8');
    const named = new Set(
      [read('prometheus/alerts.yml'), read('grafana/portal.json')]
        .flatMap((text) => [...text.matchAll(/\b(?:portal|http_request|nodejs|process)_[a-z0-9_]*[a-z0-9]/g)])
        .map((match) => match[0]),
    );
    expect(named.size).toBeGreaterThan(15);
    const served = new Set(
      (await scrape())
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => /^[a-z_:][a-z0-9_:]*/i.exec(line)?.[0]),
    );
    expect([...named].filter((name) => !served.has(name))).toEqual([]);
  });

  it('every answer names its request in x-request-id', async () => {
    const answers = await Promise.all([fetch(`${server.origin}/api/config`), fetch(`${server.origin}/nowhere`)]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    expect(ids.every((id) => id !== null && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
