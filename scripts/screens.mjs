// `npm run screens`: the gallery in docs/screens/. Builds if stale, starts the production server on a fresh
// demo database (always PGlite, like the browser tests), signs in with the demo codes (docs/demo-accounts.md;
// one-time codes from /api/dev/outbox) and saves every cardholder screen and state at 390×844 and every admin
// screen at 1440×900, full page. SCREENS_PORT picks the port (default 4102); SCREENS_ONLY=<substring>[,…] limits
// the run to the journeys whose names contain it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright-core';
import { buildIsStale } from './build-state.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const port = Number(process.env.SCREENS_PORT ?? 4102);
const base = `http://127.0.0.1:${port}`;
const outDir = 'docs/screens';
const only = process.env.SCREENS_ONLY;
const ADMIN_PASSWORD = 'screens-admin-password';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

if (buildIsStale()) {
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-screens-'));
const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'test' };
delete env.DATABASE_URL;
env.LOG_LEVEL = 'warn';
env.SEED_ADMIN_PASSWORD = ADMIN_PASSWORD;
delete env.SEED_ADMIN_TOTP_SECRET;
env.RATE_LIMIT_IP_FACTOR = '50';
const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: ['ignore', 'pipe', 'inherit'], env });
// Decision 0184: the first admin enrols through the one-time link the first start prints.
let enrolmentLink = null;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  enrolmentLink ??= String(chunk).match(/Second factor: open (\S+)/)?.[1] ?? null;
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${base}/healthz`);
}

async function outbox() {
  const response = await fetch(`${base}/api/dev/outbox`);
  return (await response.json()).data;
}

async function readOtp(to, afterId) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const message = (await outbox()).find((entry) => entry.id > afterId && entry.to === to);
    const code = message?.body.match(/verification code is (\d{4})/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no one-time code for ${to}`);
}

const browser = await launch();
const failures = [];
let saved = 0;

async function launch() {
  await waitForServer();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

async function newPage(viewport, colorScheme = 'light', locale = 'en-PH') {
  const context = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    colorScheme,
    locale,
  });
  return context.newPage();
}

/** Saves the page (full length) once fonts and images have settled. */
async function shot(page, name) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => {});
  // Lazy images load only near the viewport: pass by the end of the page first, then come back to the top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .waitForFunction(
      () => Array.from(document.images).every((image) => image.complete || !image.checkVisibility()),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true, animations: 'disabled' });
  saved += 1;
  console.log(`  ${name}.png`);
}

/** Runs one journey; a failure is reported and the gallery goes on. */
async function journey(name, viewport, steps, colorScheme = 'light', locale = 'en-PH') {
  if (only && !only.split(',').some((part) => name.includes(part))) return;
  const page = await newPage(viewport, colorScheme, locale);
  try {
    await steps(page);
  } catch (error) {
    failures.push(`${name}: ${error.message.split('\n')[0]}`);
    console.error(`  FAILED ${name}: ${error.message.split('\n')[0]}`);
  } finally {
    await page.context().close();
  }
}

async function heading(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function signIn(page, promoCode, path = '/') {
  await page.goto(`${base}/login?redirect=${encodeURIComponent(path)}`);
  const afterId = (await outbox())[0]?.id ?? 0;
  await page.getByRole('textbox', { name: 'Promo code' }).fill(promoCode);
  for (const label of await page.locator('label.checkbox').all()) {
    if (!(await label.getByRole('checkbox').isChecked())) await label.click();
  }
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/verification\?token=/);
  const code = await readOtp(`${promoCode.toLowerCase()}@demo.local`, afterId);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => !/\/(login|verification)/.test(url.pathname), { timeout: 20_000 });
  await heading(page);
}

async function menuLink(page, name) {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name }).click();
  await heading(page);
}

/**
 * Decision 0184: an admin's first sign-in, from a one-time enrolment link: the password, the key (as an authenticator
 * app would read it), the code, the recovery codes. `shots` names the screens to save on the way.
 */
async function enrol(page, link, email, shots) {
  await page.goto(`${base}${link.pathname}${link.search}`);
  await heading(page);
  if (shots.link) await shot(page, shots.link);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Set up your second factor' }).waitFor();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  if (shots.start) await shot(page, shots.start);
  await page
    .getByRole('textbox', { name: 'Authenticator code' })
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
  if (shots.recovery) await shot(page, shots.recovery);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.waitForURL(/\/admin-dashboard/);
  await heading(page);
}

async function openTab(page, name) {
  await page.getByRole('tab', { name }).click();
  await page.waitForTimeout(200);
}

mkdirSync(outDir, { recursive: true });
console.log(`Writing the gallery to ${outDir}/`);

try {
  await journey('signed out', PHONE, async (page) => {
    await page.goto(`${base}/login`);
    await heading(page);
    await shot(page, 'cardholder-01-login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForTimeout(300);
    await shot(page, 'cardholder-02-login-errors');
    await page.goto(`${base}/register`);
    await heading(page);
    await shot(page, 'cardholder-03-register');
    await page.goto(`${base}/no-such-page`);
    await page.waitForTimeout(500);
    await shot(page, 'cardholder-04-not-found');
  });

  await journey('verification', PHONE, async (page) => {
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSPEND2');
    for (const label of await page.locator('label.checkbox').all()) await label.click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/verification\?token=/);
    await heading(page);
    await shot(page, 'cardholder-05-verification');
  });

  await journey('register submitted', PHONE, async (page) => {
    await page.goto(`${base}/register`);
    await heading(page);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NEWUSER1');
    for (const label of await page.locator('label.checkbox').all()) await label.click();
    await page
      .getByRole('button', { name: /Register/ })
      .last()
      .click();
    await page.waitForTimeout(3000);
    await shot(page, 'cardholder-06-register-submitted');
  });

  const homes = [
    ['NOSPEND1', 'no-spend'],
    ['SPEND042', 'under-75k'],
    ['SPEND118', '75k-to-200k'],
    ['SPEND200', 'at-200k'],
    ['EIGHTCAT', 'extra-three'],
    ['MONTHTWO', 'month-two'],
  ];
  for (const [index, [code, state]] of homes.entries()) {
    await journey(`home ${code}`, PHONE, async (page) => {
      await signIn(page, code);
      await shot(page, `cardholder-1${index}-home-${state}`);
    });
  }

  await journey('home CLAIMED1', PHONE, async (page) => {
    await signIn(page, 'CLAIMED1');
    await shot(page, 'cardholder-20-home-claimed');
    await openTab(page, 'Redemptions');
    await shot(page, 'cardholder-21-home-redemptions');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await heading(page);
    await shot(page, 'cardholder-22-redeem-picker');
  });

  await journey('home EXPIRED1', PHONE, async (page) => {
    await signIn(page, 'EXPIRED1');
    await openTab(page, 'Redemptions');
    await shot(page, 'cardholder-23-redemptions-expired');
  });

  await journey('qualified transactions', PHONE, async (page) => {
    await signIn(page, 'SPEND042');
    await page.getByRole('button', { name: 'See qualified transactions' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(outDir, 'cardholder-24-qualified-transactions.png'), animations: 'disabled' });
    saved += 1;
    console.log('  cardholder-24-qualified-transactions.png');
  });

  await journey('claim', PHONE, async (page) => {
    await signIn(page, 'SPEND118');
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(outDir, 'cardholder-30-claim-confirm.png'), animations: 'disabled' });
    saved += 1;
    console.log('  cardholder-30-claim-confirm.png');
    await page.getByRole('dialog').getByRole('button', { name: 'Claim Now' }).click();
    await heading(page);
    await shot(page, 'cardholder-31-claim-picker');
    await page
      .locator('.category-accordion')
      .getByRole('button', { name: /^Add one / })
      .first()
      .click();
    await shot(page, 'cardholder-32-claim-picker-selected');
  });

  await journey('claim premium', PHONE, async (page) => {
    await signIn(page, 'SPEND200', '/claim?amount=5000&totalSpend=203115.4');
    await shot(page, 'cardholder-33-claim-regular-card-at-200k');
  });

  await journey('bonus frequency', PHONE, async (page) => {
    await signIn(page, 'MONTHTWO', '/bonusclaim?amount=3000');
    await shot(page, 'cardholder-40-bonus-frequency');
  });
  await journey('bonus month one', PHONE, async (page) => {
    await signIn(page, 'MONTHONE', '/bonusclaim?amount=3000');
    await shot(page, 'cardholder-41-bonus-frequency-claimed');
  });
  await journey('bonus extra three', PHONE, async (page) => {
    await signIn(page, 'EIGHTCAT', '/bonusclaimext?amount=3000');
    await shot(page, 'cardholder-42-bonus-extra-three');
  });
  await journey('bonus extra three locked', PHONE, async (page) => {
    await signIn(page, 'FIVECATS', '/bonusclaimext?amount=3000');
    await shot(page, 'cardholder-43-bonus-extra-three-locked');
  });
  await journey('bonus installment', PHONE, async (page) => {
    await signIn(page, 'INSTALL1', '/bonusclaimins?amount=3000');
    await shot(page, 'cardholder-44-bonus-installment');
  });

  await journey('wallet', PHONE, async (page) => {
    await signIn(page, 'WALLET01', '/egcs');
    await shot(page, 'cardholder-50-wallet');
  });

  // Decision 0209: /login, home and My eGCs on a phone set to Filipino; none while Filipino is not offered
  // (decision 0210). The sign-in reads English (a choice kept on the device), then the device switches back.
  await journey(
    'filipino',
    PHONE,
    async (page) => {
      await page.goto(`${base}/login`);
      await heading(page);
      if ((await page.evaluate(() => document.documentElement.lang)) !== 'fil') {
        console.log('  Filipino is not offered yet (decision 0210): no Filipino shots');
        return;
      }
      await shot(page, 'cardholder-90-fil-login');
      await page.evaluate(() => localStorage.setItem('promo-locale', 'en-PH'));
      await signIn(page, 'WALLET01', '/');
      await page.evaluate(() => localStorage.setItem('promo-locale', 'fil-PH'));
      await page.goto(`${base}/`);
      await heading(page);
      await shot(page, 'cardholder-91-fil-home');
      await page.goto(`${base}/egcs`);
      await heading(page);
      await shot(page, 'cardholder-92-fil-wallet');
    },
    'light',
    'fil-PH',
  );

  // Decisions 0203, 0204: the ask on My eGCs, the notification settings sheet, and a notification as the service worker showed it.
  await journey('nudges', PHONE, async (page) => {
    await signIn(page, 'OFFLINE1', '/egcs');
    await page.getByRole('region', { name: 'Tell me when…' }).waitFor();
    await shot(page, 'cardholder-51-nudge-ask');
    await page.getByRole('button', { name: 'Notification settings' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await shot(page, 'cardholder-52-nudge-settings');
  });

  await journey('notification', PHONE, async (blocked) => {
    // The gallery's pages block the service worker; this one needs it, to show a real notification.
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow', reducedMotion: 'reduce' });
    try {
      await context.grantPermissions(['notifications'], { origin: base });
      const page = await context.newPage();
      // Not WALLET01: the wallet journey just asked it a code (one a promo code per 30 s, decision 0104).
      await signIn(page, 'CLAIMED1', '/egcs');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
        }
      });
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const live = registrations.find((registration) => !registration.isDeleted);
          if (live) resolve(live.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      const payload = {
        title: 'Your eGCs are ready',
        body: 'P1,000 in eGCs are in My eGCs (REF 1). Show the code at the till.',
        url: '/egcs?order=1',
        tag: 'egcs-ready:1',
        badge: 1,
      };
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: base,
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });
      let notification;
      for (let attempt = 0; attempt < 50 && !notification; attempt += 1) {
        notification = await page.evaluate(async () => {
          const [shown] = await (await navigator.serviceWorker.ready).getNotifications();
          return shown && { title: shown.title, body: shown.body, icon: shown.icon };
        });
        if (!notification) await page.waitForTimeout(200);
      }
      if (!notification) throw new Error('the push showed no notification');
      // The server's resources are same-origin only (CORP): the icon goes into the drawing as a data URL.
      notification.icon = await page.evaluate(async (url) => {
        const blob = await (await fetch(url)).blob();
        return new Promise((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result);
          reader.readAsDataURL(blob);
        });
      }, notification.icon);
      // Headless Chromium draws no notification: the phone's shade is drawn here from what the worker showed.
      const escapeHtml = (text) =>
        text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
      await blocked.setContent(`<!doctype html><html><body style="margin:0;height:844px;font-family:Inter,system-ui,sans-serif;
        background:linear-gradient(160deg,#2b2d42,#14141a);color:#fff">
        <p style="text-align:center;font-size:64px;font-weight:300;margin:72px 0 0">9:41</p>
        <p style="text-align:center;font-size:16px;margin:4px 0 40px;opacity:.8">Friday, November 27</p>
        <div role="img" aria-label="notification" style="margin:0 12px;padding:14px 16px;border-radius:20px;background:rgba(245,245,247,.92);color:#14141a;display:flex;gap:12px;align-items:flex-start">
          <img src="${escapeHtml(notification.icon)}" alt="" width="40" height="40" style="border-radius:10px">
          <div><p style="margin:0;font-size:12px;color:#555">Spend Promo Rewards · now</p>
          <p style="margin:2px 0 0;font-weight:600;font-size:15px">${escapeHtml(notification.title)}</p>
          <p style="margin:2px 0 0;font-size:14px;line-height:1.35">${escapeHtml(notification.body)}</p></div>
        </div></body></html>`);
      await blocked.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      await blocked.screenshot({ path: join(outDir, 'cardholder-53-notification.png'), animations: 'disabled' });
      saved += 1;
      console.log('  cardholder-53-notification.png');
    } finally {
      await context.close();
    }
  });

  await journey(
    'dark scheme',
    PHONE,
    async (page) => {
      await page.goto(`${base}/login`);
      await heading(page);
      await shot(page, 'cardholder-60-dark-login');
      await signIn(page, 'PREMIUM7');
      await shot(page, 'cardholder-61-dark-home');
      await page.goto(`${base}/claim?amount=5000&totalSpend=215000`);
      await heading(page);
      await shot(page, 'cardholder-62-dark-claim-premium');
    },
    'dark',
  );

  await journey('admin', DESKTOP, async (page) => {
    await page.goto(`${base}/admin`);
    await heading(page);
    await shot(page, 'admin-01-login');
    // The seeded admin has no second factor yet (no SEED_ADMIN_TOTP_SECRET here): it enrols through the link the
    // first start printed (decision 0184), with the key the page shows, as an authenticator app would.
    if (enrolmentLink === null) throw new Error('the server printed no enrolment link');
    await enrol(page, new URL(enrolmentLink), 'admin@demo.local', {
      link: 'admin-02-enrol-link',
      start: 'admin-02-enrol',
      recovery: 'admin-03-recovery-codes',
    });
    // The landing page's overview (decision 0140) loads after the search: its heading, then its charts.
    await page.getByRole('heading', { name: 'Campaign overview', level: 2 }).waitFor();
    await page.getByRole('figure').first().waitFor();
    await shot(page, 'admin-04-dashboard');
    await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill('CLAIMED1');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForTimeout(1500);
    await shot(page, 'admin-05-cardholder');
    await page.getByRole('textbox', { name: 'Promo code or customer number' }).fill('NOSUCH99');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForTimeout(1000);
    await shot(page, 'admin-06-not-found');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Generate Report' }).click();
    await heading(page);
    await shot(page, 'admin-07-report');
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Audit trail and admins' })
      .click();
    await heading(page);
    await page.waitForTimeout(1000);
    await shot(page, 'admin-08-audit-and-admins');
    // Decision 0144: an owner checks a transactions file; the check lists the bad row by its line.
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Import Transactions' })
      .click();
    await heading(page);
    const csv = [
      'customerNo,referenceNo,transactionDateTime,value,mccID',
      '7012340002,SCREENS-1,2026-11-20T10:00:00+08:00,150.25,5411',
      '7012340002,SCREENS-2,2026-11-20T11:00:00+08:00,not-a-number,5411',
    ].join('\n');
    // The file picker opens from a button (react-aria's FileTrigger); Playwright answers it.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose file' }).click(),
    ]);
    await chooser.setFiles({ name: 'november.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('heading', { name: 'Check result: nothing has been imported yet' }).waitFor();
    await shot(page, 'admin-09-import-check');

    // Decision 0184: the owner adds a support admin and is shown the one-time enrolment link.
    await menuLink(page, 'Audit trail and admins');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('support@demo.local');
    await page.getByLabel('Password (at least 12 characters)').fill(ADMIN_PASSWORD);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('support');
    await page.getByRole('button', { name: 'Add admin' }).click();
    const supportLink = ((await page.getByTestId('enrolment-link').textContent()) ?? '').trim();
    await shot(page, 'admin-10-enrolment-link');

    // Decisions 0187, 0188: the support admin asks for a contact change, which waits for a second admin.
    const support = await newPage(DESKTOP);
    try {
      await enrol(support, new URL(supportLink), 'support@demo.local', {});
      await support.getByRole('textbox', { name: 'Promo code or customer number' }).fill('NEWUSER2');
      await support.getByRole('button', { name: 'Search' }).click();
      await support.getByRole('button', { name: 'Edit' }).click();
      const dialog = support.getByRole('dialog', { name: 'Edit email and mobile' });
      await dialog.getByRole('textbox', { name: 'Email address' }).fill('newuser2.moved@demo.local');
      await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('09175550123');
      // Decision 0218: a contact change says why.
      await dialog
        .getByRole('textbox', { name: 'Reason for the change' })
        .fill('The cardholder called from the new number.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await support.getByText('Change Requested').waitFor();
      await support.waitForTimeout(1000);
      await shot(support, 'admin-11-change-requested');
    } finally {
      await support.context().close();
    }
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: /Approvals/ })
      .click();
    await page.getByRole('table', { name: 'Approvals' }).waitFor();
    await shot(page, 'admin-12-approvals');
  });
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`${saved} screens saved in ${outDir}/`);
if (failures.length > 0) {
  console.error(`${failures.length} journeys failed:\n${failures.join('\n')}`);
  process.exit(1);
}
