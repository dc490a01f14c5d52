import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig, parseEnv } from './server-config';

describe('server configuration from the environment (issue 2)', () => {
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

  it('generates SESSION_SECRET once and keeps it in DATA_DIR when unset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    const first = loadServerConfig({ DATA_DIR: dataDir });
    const second = loadServerConfig({ DATA_DIR: dataDir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first.SESSION_SECRET);
  });
});
