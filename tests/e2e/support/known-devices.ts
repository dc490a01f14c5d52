import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Cookie } from '@playwright/test';

// Decision 0176: a browser that verified a code for a promo code holds its device cookie, and that device has its
// own send allowance. The browser tests sign the same demo codes in from many suites, each in a fresh browser
// context, as one phone reopened many times; this file is that phone's cookie jar, one device cookie per promo
// code, for one run of the browser tests (global-setup.ts empties it, the server's data and keys being new).

const JAR = join(process.cwd(), '.tmp', 'e2e-known-devices.json');
const DEVICE_COOKIE = /^(__Host-)?promo_device$/;

type Jar = Record<string, Cookie>;

function readJar(): Jar {
  return existsSync(JAR) ? (JSON.parse(readFileSync(JAR, 'utf8')) as Jar) : {};
}

export function emptyKnownDevices(): void {
  rmSync(JAR, { force: true });
}

/** After a sign-in: keeps the device cookie the server set for this promo code's cardholder. */
export async function keepDeviceCookie(context: BrowserContext, promoCode: string): Promise<void> {
  const device = (await context.cookies()).find((cookie) => DEVICE_COOKIE.test(cookie.name));
  if (device === undefined) return;
  mkdirSync(dirname(JAR), { recursive: true });
  writeFileSync(JAR, JSON.stringify({ ...readJar(), [promoCode]: device }));
}

/**
 * Before a sign-in: makes this context the device that signed this promo code in earlier in the run, if any.
 * Whether it did.
 */
export async function restoreDeviceCookie(context: BrowserContext, promoCode: string): Promise<boolean> {
  const device = readJar()[promoCode];
  if (device !== undefined) await context.addCookies([device]);
  return device !== undefined;
}

/** Makes this context an unknown device again (its device cookie gone). */
export async function forgetDeviceCookie(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: DEVICE_COOKIE });
}
