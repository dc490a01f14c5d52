import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseTimeoutsOf, keptSessionSecret, loadServerConfig, parseEnv } from './server-config';

describe('server configuration from the environment (docs/product §11)', () => {
  it('uses PORT 3000 and DATA_DIR ./data by default', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ SEED_ADMIN_EMAIL: 'not-an-email' }, 'SEED_ADMIN_EMAIL must be an e-mail address'],
    [{ SESSION_SECRET_PREVIOUS: 'short' }, 'SESSION_SECRET_PREVIOUS must be at least 32 characters'],
    [{ DRAIN_SECONDS: '0' }, 'DRAIN_SECONDS must be between 1 and 300'],
    [{ DRAIN_SECONDS: '301' }, 'DRAIN_SECONDS must be between 1 and 300'],
    [{ DATABASE_CONNECT_TIMEOUT_SECONDS: '0' }, 'DATABASE_CONNECT_TIMEOUT_SECONDS must be between 1 and 300'],
    [{ DATABASE_STATEMENT_TIMEOUT_SECONDS: '1.5' }, 'DATABASE_STATEMENT_TIMEOUT_SECONDS must be a whole number'],
    [{ DATABASE_QUERY_TIMEOUT_SECONDS: '301' }, 'DATABASE_QUERY_TIMEOUT_SECONDS must be between 1 and 300'],
    [
      { DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: 'soon' },
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS must be a number',
    ],
    [
      { DATABASE_STATEMENT_TIMEOUT_SECONDS: '20' },
      'DATABASE_QUERY_TIMEOUT_SECONDS must not be below DATABASE_STATEMENT_TIMEOUT_SECONDS',
    ],
    [{ CONTACT_CHANGE_COOLING_OFF_HOURS: '-1' }, 'CONTACT_CHANGE_COOLING_OFF_HOURS must be between 0 and 720'],
    [{ CONTACT_CHANGE_COOLING_OFF_HOURS: '721' }, 'CONTACT_CHANGE_COOLING_OFF_HOURS must be between 0 and 720'],
    [{ CONTACT_CHANGE_COOLING_OFF_HOURS: '1.5' }, 'CONTACT_CHANGE_COOLING_OFF_HOURS must be a whole number'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    try {
      parseEnv(env);
    } catch (error) {
      expect((error as ConfigError).problems).toContain(message);
    }
  });

  it('lists every bad value at once', () => {
    expect(() => parseEnv({ PORT: 'x', DATABASE_URL: 'nope' })).toThrow(/PORT must be a number[\s\S]*DATABASE_URL/);
  });

  it("decision 0091: DATA_DIR is the embedded database's home only: loading the configuration writes nothing there", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const config = loadServerConfig({ DATA_DIR: dataDir });
    expect(config.SESSION_SECRET).toBeUndefined();
    expect(readdirSync(dataDir)).toEqual([]);
    expect(keptSessionSecret(dataDir)).toBeUndefined();
  });

  it('decision 0091: a secret an earlier version kept in DATA_DIR is read, to become the first signing key', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    writeFileSync(join(dataDir, 'session-secret'), 'kept-by-an-earlier-version-0000000000\n');
    expect(keptSessionSecret(dataDir)).toBe('kept-by-an-earlier-version-0000000000');
  });

  it('decision 0188: the contact-change cooling-off is 24 hours by default; 0 turns it off', () => {
    expect(parseEnv({}).CONTACT_CHANGE_COOLING_OFF_HOURS).toBe(24);
    expect(parseEnv({ CONTACT_CHANGE_COOLING_OFF_HOURS: '0' }).CONTACT_CHANGE_COOLING_OFF_HOURS).toBe(0);
  });

  it('DRAIN_SECONDS is 10 by default (decision 0094)', () => {
    expect(parseEnv({}).DRAIN_SECONDS).toBe(10);
  });

  it("decision 0151: by default the database timeouts end a request well before the proxy's timeout server", () => {
    const proxy = readFileSync(join(import.meta.dirname, '..', '..', '..', 'deploy', 'haproxy.cfg'), 'utf8');
    const proxyTimeoutMs = Number(/^\s*timeout server (\d+)s$/m.exec(proxy)?.[1]) * 1000;
    const timeouts = databaseTimeoutsOf(parseEnv({}));
    expect(timeouts).toEqual({ connectMs: 5_000, statementMs: 10_000, queryMs: 12_000, idleInTransactionMs: 10_000 });
    // The longest a request waits: for a connection, then for one statement's answer.
    expect(timeouts.connectMs + timeouts.queryMs).toBeLessThan(proxyTimeoutMs);
    const set = databaseTimeoutsOf(
      parseEnv({ DATABASE_STATEMENT_TIMEOUT_SECONDS: '20', DATABASE_QUERY_TIMEOUT_SECONDS: '25' }),
    );
    expect(set).toMatchObject({ statementMs: 20_000, queryMs: 25_000 });
  });
});

describe('TRUST_PROXY (decision 0093)', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.5, 10.0.0.6', ['10.0.0.5', '10.0.0.6']],
    ['10.0.0.0/24,loopback', ['10.0.0.0/24', 'loopback']],
    ['::1,fd00::/8,uniquelocal,linklocal', ['::1', 'fd00::/8', 'uniquelocal', 'linklocal']],
  ])('%s trusts %j', (value, trustProxy) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    ['true', /TRUST_PROXY=true would believe any X-Forwarded-For a client writes/],
    ['1', /TRUST_PROXY must name the proxy addresses, not a hop count/],
    ['proxy.internal', /TRUST_PROXY must list proxy addresses .*; not proxy\.internal/],
    ['10.0.0.0/33', /not 10\.0\.0\.0\/33/],
    ['10.0.0.1/8/2', /not 10\.0\.0\.1\/8\/2/],
  ])('refuses %s with a clear message', (value, message) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(message);
  });

  it('lists a bad TRUST_PROXY with the other bad values', () => {
    expect(() => parseEnv({ PORT: 'x', TRUST_PROXY: 'true' })).toThrow(/PORT must be a number[\s\S]*TRUST_PROXY=true/);
  });
});

describe('METRICS_PORT and METRICS_HOST (decision 0220)', () => {
  it('no metrics server unless METRICS_PORT is set; this machine only unless METRICS_HOST says otherwise', () => {
    const unset = parseEnv({});
    expect(unset.METRICS_PORT).toBeUndefined();
    expect(unset.METRICS_HOST).toBe('127.0.0.1');
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.11' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '10.0.0.11',
    });
  });

  it.each([
    [{ METRICS_PORT: 'x' }, /METRICS_PORT must be a number/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be between 1 and 65535/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT: the metrics are never served on the public port/],
    [{ PORT: '8080', METRICS_PORT: '8080' }, /METRICS_PORT must differ from PORT/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });
});
