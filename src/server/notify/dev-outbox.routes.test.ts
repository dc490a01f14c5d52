import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutboxCall } from '../../contract/dev';
import { enqueueMessage } from '../platform/outbox.repository';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

// docs/architecture.md §4: outside production every SMS and e-mail is readable at GET /api/dev/outbox and a page.

const later = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1000);

describe.each(TEST_DATABASE_KINDS)('the dev outbox on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await openTestApp(kind);
    const db = testApp.database.db;
    await enqueueMessage(db, { channel: 'sms', recipient: '09171234567', subject: '', body: 'Code 1111' }, later(1));
    await enqueueMessage(
      db,
      { channel: 'email', recipient: 'a@example.com', subject: 'Hi <b>there</b>', body: '<script>alert(1)</script>' },
      later(2),
    );
  });
  afterAll(async () => testApp.close());

  it('GET /api/dev/outbox answers every message newest first, in the contract shape (an SMS has no subject)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: devOutboxCall.fullPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { status, data } = devOutboxCall.response.parse(response.json());
    expect(status.id).toBe(0);
    const [newest, older] = data;
    expect(newest).toMatchObject({ channel: 'email', to: 'a@example.com', subject: 'Hi <b>there</b>' });
    expect(newest?.createdAt).toBe(later(2).toISOString());
    expect(older).toMatchObject({ channel: 'sms', to: '09171234567', subject: null, body: 'Code 1111' });
    expect(newest?.id).toBeGreaterThan(older?.id ?? Number.POSITIVE_INFINITY);
  });

  it('GET /dev/outbox is an accessible page with every value escaped (a <script> body shows as text)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    // Decision 0107: its own CSP, stricter than the app's: no script at all, its one <style> by hash.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = response.body;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Dev outbox</title>');
    expect(html).toContain('<h1>Dev outbox</h1>');
    expect(html).toContain('This page exists only outside production.');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('<th scope="col">Channel</th>');
    expect(html.indexOf('a@example.com')).toBeLessThan(html.indexOf('09171234567'));
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('href="/dev/outbox?refresh=on"');
  });

  it('auto-refresh is opt-in: ?refresh=on reloads every 5 seconds and offers a way to stop', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox?refresh=on' });
    expect(response.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(response.body).toContain('<a href="/dev/outbox">Stop auto-refresh</a>');
  });

  it('a malformed refresh value is a 400', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox?refresh=1' })).statusCode).toBe(400);
  });
});

describe.each(TEST_DATABASE_KINDS)('the dev outbox in production on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind, { isProduction: true });
  });
  afterAll(async () => testApp.close());

  it.each(['/api/dev/outbox', '/dev/outbox'])('architecture §4: %s does not exist in production (404)', async (url) => {
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
