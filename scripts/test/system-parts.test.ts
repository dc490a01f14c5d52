import { describe, expect, it } from 'vitest';
import { partsFor, planSystemParts, SYSTEM_PARTS } from './system-parts.mjs';

// The install itself is apt-get's; what is ours is deciding when to run it and what to tell a user who may not.
describe('npm test checks the system parts its suites need', () => {
  it('names the exact command when Chromium is missing and it may not install it', () => {
    const plan = planSystemParts(partsFor(false), { present: (path) => !path.endsWith('chromium'), canInstall: false });
    expect(plan.action).toBe('refuse');
    expect(plan.lines).toContain('Install it with: sudo apt-get install -y chromium');
    expect(plan.lines?.[0]).toContain('Chromium is missing; the browser tests');
  });

  it('installs the missing packages when it may (root with apt-get)', () => {
    const plan = planSystemParts(SYSTEM_PARTS, { present: () => false, canInstall: true });
    expect(plan).toMatchObject({
      action: 'install',
      packages: ['chromium', 'haproxy', 'postgresql-client', 'prometheus'],
    });
  });

  it('names HAProxy and the multi-instance suite when it is missing, with the command that installs it', () => {
    const plan = planSystemParts(partsFor(true), { present: (path) => !path.endsWith('haproxy'), canInstall: false });
    expect(plan.lines).toEqual([
      '✖ HAProxy is missing; the multi-instance tests (two instances behind a real proxy, docs/decisions/0095) need it.',
      'Install it with: sudo apt-get install -y haproxy',
    ]);
  });

  it('asks for HAProxy and pg_dump only when PostgreSQL answers (the multi-instance suite runs on it alone)', () => {
    expect(partsFor(false).map((part) => part.name)).toEqual(['Chromium', 'Prometheus']);
    expect(partsFor(true).map((part) => part.name)).toEqual(['Chromium', 'HAProxy', 'pg_dump', 'Prometheus']);
  });

  it('names pg_dump and its Debian package (postgresql-client) when it is missing', () => {
    const plan = planSystemParts(partsFor(true), { present: (path) => !path.endsWith('pg_dump'), canInstall: false });
    expect(plan.lines?.at(-1)).toBe('Install it with: sudo apt-get install -y postgresql-client');
  });

  it("names Debian's prometheus package when promtool is missing (the alert rules' tests)", () => {
    const plan = planSystemParts(partsFor(false), { present: (path) => !path.endsWith('promtool'), canInstall: false });
    expect(plan.lines?.at(-1)).toBe('Install it with: sudo apt-get install -y prometheus');
    expect(plan.lines?.[0]).toContain('Prometheus is missing; the alert rule tests');
  });

  it('does nothing when every part is present', () => {
    const plan = planSystemParts(SYSTEM_PARTS, { present: () => true, canInstall: false });
    expect(plan).toMatchObject({ action: 'none', missing: [] });
  });
});
