// `npm test`'s alert step (decision 0220): promtool checks the Prometheus configuration and the alert rules in
// deploy/prometheus/, runs their tests, and this script makes sure every alert has a test that names it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const DIRECTORY = join(import.meta.dirname, '..', '..', 'deploy', 'prometheus');

/** The alert names a rules file defines (`- alert: Name`). */
const alertNamesIn = (text) => [...text.matchAll(/^\s*-\s*alert:\s*(\S+)\s*$/gm)].map((match) => match[1]);

/** The alert names a promtool test file tests (`alertname: Name`). */
const testedAlertNamesIn = (text) => [...text.matchAll(/^\s*alertname:\s*(\S+)\s*$/gm)].map((match) => match[1]);

/** The alerts no test names. */
function untestedAlerts(rulesText, testTexts) {
  const tested = new Set(testTexts.flatMap(testedAlertNamesIn));
  return alertNamesIn(rulesText).filter((name) => !tested.has(name));
}

function promtool(args) {
  console.log(`promtool ${args.join(' ')}`);
  const result = spawnSync(PROMTOOL, args, { cwd: DIRECTORY, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === import.meta.filename) {
  const tests = readdirSync(DIRECTORY).filter((name) => name.endsWith('.test.yml'));
  promtool(['check', 'config', 'prometheus.yml']);
  promtool(['check', 'rules', 'alerts.yml']);
  promtool(['test', 'rules', ...tests]);
  const untested = untestedAlerts(
    readFileSync(join(DIRECTORY, 'alerts.yml'), 'utf8'),
    tests.map((name) => readFileSync(join(DIRECTORY, name), 'utf8')),
  );
  if (untested.length > 0) {
    console.error(`✖ alerts without a test in deploy/prometheus/*.test.yml: ${untested.join(', ')}`);
    process.exit(1);
  }
  console.log(`every alert of deploy/prometheus/alerts.yml has a test (${tests.join(', ')})`);
}
