import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { waitForWorkerControl } from './support/pwa';
import { buildClient, startSecondServer } from './support/second-server';

// docs/product §10: installable (the browser's own installability check, the manifest's fields) and updates (a new build
// deployed under a running page is offered, and Reload brings it). Neither signs anyone in.

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly purpose?: string;
}

interface WebManifest {
  readonly name?: string;
  readonly short_name?: string;
  readonly icons?: readonly ManifestIcon[];
  readonly theme_color?: string;
  readonly background_color?: string;
  readonly display?: string;
  readonly start_url?: string;
  readonly scope?: string;
  readonly screenshots?: readonly { readonly src: string; readonly form_factor?: string }[];
}

test('installable: Chromium reports no installability errors, and the manifest has what an install needs', async ({
  baseURL,
}) => {
  // A normal context is incognito and reports `in-incognito`: a persistent one, with the suite's browser.
  const { launchOptions } = test.info().project.use;
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: launchOptions?.executablePath,
    args: launchOptions?.args,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await waitForWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(new URL(href as string, page.url()).href);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    expect(manifest.screenshots?.map((shot) => shot.form_factor)).toEqual(expect.arrayContaining(['narrow', 'wide']));
    for (const image of [...icons, ...(manifest.screenshots ?? [])]) {
      expect((await page.request.get(image.src)).ok(), image.src).toBe(true);
    }
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('a build deployed under a running page is offered; Reload brings the new version', async ({ browser }) => {
  test.setTimeout(300_000);
  const newBuildId = `e2e-update-${Date.now()}`;
  // The server and the new build start together: both take a while on a busy machine.
  const [server, newBuild] = await Promise.all([startSecondServer('dist/client'), buildClient(newBuildId)]);
  const context = await browser.newContext({ baseURL: server.origin });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForWorkerControl(page);
    const oldBuildId = await page.locator('html').getAttribute('data-build');
    expect(oldBuildId).toBeTruthy();
    expect(oldBuildId).not.toBe(newBuildId);
    await expect(page.getByText('A new version is available')).toHaveCount(0);

    server.deploy(newBuild);
    // What the hourly check does (UPDATE_CHECK_INTERVAL_MS), now.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
    // The old page keeps running until the user chooses.
    await expect(page.locator('html')).toHaveAttribute('data-build', oldBuildId as string);

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', newBuildId, { timeout: 30_000 });
    // The footer's About line names the running build, short (decision 0072): a BUILD_ID that is not a timestamp
    // shows as its first 7 characters.
    await page.getByText('About', { exact: true }).click();
    await expect(page.getByText(/^Spend Promo Rewards v\d+\.\d+\.\d+ · /)).toHaveText(
      new RegExp(` · ${newBuildId.slice(0, 7)}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    await context.close();
    await server.stop();
    rmSync(newBuild, { recursive: true, force: true });
  }
});
