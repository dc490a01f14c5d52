// Decision 0107: MDN HTTP Observatory's scan of the production-mode server over HTTPS, offline. HAProxy
// terminates TLS on 127.0.0.1:443 with a self-signed certificate made here by openssl (trusted by the scan through
// NODE_EXTRA_CA_CERTS) and redirects 127.0.0.1:80 to HTTPS, as a production proxy would. Prints the grade, the
// score and each test's result; exits 1 below the grade in SCAN_MIN_GRADE (default A+).
// Needs: `npm run build`, Debian's haproxy and openssl, and ports 80 and 443 free on 127.0.0.1 (run as root).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The scanner is installed here on first use, not as a dependency of the project: its install scripts download
// certificate bundles and build pg-native, which an offline `npm ci` cannot do (decision 0107).
const SCANNER = '@mdn/mdn-http-observatory@1.4.8';
const SCANNER_HOME = resolve('.tmp/observatory');
const requireScanner = createRequire(join(SCANNER_HOME, 'package.json'));
if (process.argv[2] !== '--scan' && !existsSync(join(SCANNER_HOME, 'node_modules', '@mdn', 'mdn-http-observatory'))) {
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', SCANNER_HOME, SCANNER],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}

// The scan runs in a child of this script (`--scan`), since Node reads NODE_EXTRA_CA_CERTS only at start.
if (process.argv[2] === '--scan') {
  const { scan } = await import(pathToFileURL(requireScanner.resolve('@mdn/mdn-http-observatory')).href);
  const result = await scan('localhost');
  console.log(JSON.stringify({ scan: result.scan, tests: result.tests }));
  process.exit(0);
}

const APP_PORT = Number(process.env.SCAN_APP_PORT ?? 4180);
const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const work = mkdtempSync(join(tmpdir(), 'observatory-'));
const children = [];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}

async function waitFor(url, options = {}) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(url, options).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

try {
  if (!existsSync('dist/server/main.js')) throw new Error('run npm run build first');
  const key = join(work, 'key.pem');
  const cert = join(work, 'cert.pem');
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  const bundle = join(work, 'bundle.pem');
  writeFileSync(bundle, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  const config = join(work, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'defaults',
      '    mode http',
      '    timeout connect 2s',
      '    timeout client 30s',
      '    timeout server 30s',
      'frontend plain',
      '    bind 127.0.0.1:80',
      '    http-request redirect scheme https code 301',
      'frontend tls',
      `    bind 127.0.0.1:443 ssl crt ${bundle}`,
      '    http-request set-header X-Forwarded-For %[src]',
      '    default_backend portal',
      'backend portal',
      `    server app 127.0.0.1:${APP_PORT}`,
      '',
    ].join('\n'),
  );

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    PUBLIC_ORIGIN: 'https://localhost',
    TRUST_PROXY: 'loopback',
    SEED_ADMIN_PASSWORD: 'observatory-scan-password',
    LOG_LEVEL: 'warn',
    // Decision 0170: production needs the eGC code key; this throwaway demo gets one of its own.
    EGC_CODE_KEY: process.env.EGC_CODE_KEY ?? randomBytes(32).toString('base64'),
  };
  delete env.DATABASE_URL;
  children.push(spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' }));
  await waitFor(`http://127.0.0.1:${APP_PORT}/readyz`);
  children.push(spawn(haproxy, ['-f', config], { stdio: 'inherit' }));

  // The scanner's HSTS preload list comes from its install script, which `--ignore-scripts` skips (offline: none).
  const scanner = dirname(requireScanner.resolve('@mdn/mdn-http-observatory'));
  const preload = join(scanner, '..', 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const scan = spawnSync(process.execPath, [process.argv[1], '--scan'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
  });
  const report = JSON.parse(scan.stdout);
  if (report.error) throw new Error(report.error);
  const { grade, score, testsPassed, testsQuantity } = report.scan;
  for (const [name, test] of Object.entries(report.tests)) {
    console.log(`${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${test.scoreModifier})`);
  }
  console.log(`MDN HTTP Observatory: grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`);
  const order = ['F', 'D-', 'D', 'D+', 'C-', 'C', 'C+', 'B-', 'B', 'B+', 'A-', 'A', 'A+'];
  const minimum = process.env.SCAN_MIN_GRADE ?? 'A+';
  process.exitCode = order.indexOf(grade) >= order.indexOf(minimum) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll();
}
