// The parts of the machine that `npm test`'s suites need and npm cannot install: checked before anything runs,
// installed from Debian's packages when we may (root with apt-get), else named with the one command to run.
// This is the only place that installs them; `.ci/run` just calls `npm test`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * Each part: what needs it, how to tell it is here, and the Debian packages that bring it.
 * A part may name an environment variable that points at an installed copy elsewhere; a part only the
 * PostgreSQL suites need says so (`needsPostgres`), and is not asked for when they do not run.
 */
export const SYSTEM_PARTS = [
  {
    name: 'Chromium',
    neededBy: 'browser tests (Playwright on Debian’s Chromium)',
    executable: () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    packages: ['chromium'],
  },
  {
    name: 'HAProxy',
    neededBy: 'multi-instance tests (two instances behind a real proxy, docs/decisions/0095)',
    executable: () => process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy',
    packages: ['haproxy'],
    needsPostgres: true,
  },
  {
    name: 'pg_dump',
    neededBy: 'multi-instance eGC test (a dump of a running demo holds no eGC code, docs/decisions/0170)',
    executable: () => process.env.PG_DUMP_PATH ?? '/usr/bin/pg_dump',
    packages: ['postgresql-client'],
    needsPostgres: true,
  },
  {
    name: 'Prometheus',
    neededBy:
      'alert rule tests (promtool, deploy/prometheus/) and the multi-instance suite (a real Prometheus scraping both instances)',
    executable: () => process.env.PROMTOOL_PATH ?? '/usr/bin/promtool',
    packages: ['prometheus'],
  },
];

/** The parts this run needs: those of the PostgreSQL suites only when PostgreSQL answers. */
export const partsFor = (postgresAnswers, parts = SYSTEM_PARTS) =>
  parts.filter((part) => postgresAnswers || !part.needsPostgres);

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function mayInstall() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * What to do about the parts: nothing, install the missing packages, or refuse with the lines to print (the
 * missing parts and the exact command that installs them).
 */
export function planSystemParts(parts, { present, canInstall }) {
  const missing = parts.filter((part) => !present(part.executable()));
  const packages = missing.flatMap((part) => part.packages);
  if (missing.length === 0) return { action: 'none', missing, packages };
  if (canInstall) return { action: 'install', missing, packages };
  const lines = missing.map((part) => `✖ ${part.name} is missing; the ${part.neededBy} need it.`);
  lines.push(`Install it with: sudo apt-get install -y ${packages.join(' ')}`);
  return { action: 'refuse', missing, packages, lines };
}

function apt(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
}

/**
 * Makes sure every part is present. Returns the lines for the closing summary, or exits non-zero with the
 * exact command to run when a part is missing and we may not install it.
 */
export function ensureSystemParts(parts = SYSTEM_PARTS) {
  const plan = planSystemParts(parts, { present: isExecutable, canInstall: mayInstall() });
  if (plan.action === 'refuse') {
    for (const line of plan.lines) console.error(line);
    process.exit(1);
  }
  if (plan.action === 'install') {
    const needs = plan.missing.map((part) => part.neededBy).join('; ');
    console.log(`Installing Debian's ${plan.packages.join(', ')} for the ${needs}…`);
    if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...plan.packages])) {
      console.error(`✖ apt-get could not install them; run: apt-get install -y ${plan.packages.join(' ')}`);
      process.exit(1);
    }
    const stillMissing = plan.missing.filter((part) => !isExecutable(part.executable()));
    if (stillMissing.length > 0) {
      console.error(`✖ installed, but not found: ${stillMissing.map((part) => part.executable()).join(', ')}`);
      process.exit(1);
    }
  }
  return parts.map((part) =>
    plan.missing.includes(part) ? `${part.name}: installed now (${part.packages.join(' ')})` : `${part.name}: present`,
  );
}
