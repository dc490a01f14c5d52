import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Helpers of the installable/offline tests (docs/product §10): the worker in control, the persisted query cache as the
// app wrote it to IndexedDB (idb-keyval's default database), the dev outbox.

/** Resolves once the service worker is active and controls the page (docs/architecture.md §3: before going offline). */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What the persisted cache holds, in brief; null when there is no entry. */
export interface PersistedCache {
  readonly buster: string;
  readonly queryKeys: readonly string[];
  readonly mutations: readonly {
    readonly key: string;
    readonly isPaused: boolean;
    readonly orderID: unknown;
    readonly idempotencyKey: unknown;
  }[];
}

/** Reads the persisted cache entry (the app has opened the database by then: it persists on every change). */
export function readPersistedCache(page: Page): Promise<PersistedCache | null> {
  return page.evaluate(
    () =>
      new Promise<PersistedCache | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            return resolve(null);
          }
          const read = db.transaction('keyval', 'readonly').objectStore('keyval').get('promo-query-cache');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const client = read.result as
              | {
                  buster: string;
                  clientState: {
                    queries: { queryKey: unknown[] }[];
                    mutations: {
                      mutationKey: unknown[];
                      state: { isPaused: boolean; variables: { orderID: unknown; idempotencyKey: unknown } };
                    }[];
                  };
                }
              | undefined;
            if (client === undefined) return resolve(null);
            resolve({
              buster: client.buster,
              queryKeys: client.clientState.queries.map((query) => query.queryKey.join('/')),
              mutations: client.clientState.mutations.map((mutation) => ({
                key: mutation.mutationKey.join('/'),
                isPaused: mutation.state.isPaused,
                orderID: mutation.state.variables?.orderID,
                idempotencyKey: mutation.state.variables?.idempotencyKey,
              })),
            });
          };
        };
      }),
  );
}

/** Waits until the dashboard's four reads and the page config are in IndexedDB, owned by `promoCode`. */
export async function waitForPersistedDashboard(page: Page, promoCode: string): Promise<void> {
  await expect
    .poll(async () => {
      const cache = await readPersistedCache(page);
      if (cache === null || !cache.buster.endsWith(`:${promoCode}`)) return [];
      return ['page-config', 'credits', 'transactions', 'orders', 'categories'].filter((name) =>
        cache.queryKeys.some((key) => key === name || key.startsWith(`cardholder/${name}/`)),
      );
    })
    .toHaveLength(5);
}

interface OutboxMessage {
  readonly id: number;
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject: string | null;
}

/** The eGC resend e-mails to `emailAddress` (spec §4 Resend; the server's subject says '(resent)'). */
export async function resendEmails(request: APIRequestContext, emailAddress: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const messages = ((await response.json()) as { data: OutboxMessage[] }).data;
  return messages.filter(
    (message) => message.channel === 'email' && message.to === emailAddress && message.subject?.includes('(resent)'),
  );
}

export const OFFLINE_TEXT = {
  banner: 'You are offline.',
  lastSync: /Showing your data as of /,
  needsNetwork: 'You are offline: this needs a connection.',
  queued: 'Queued — will be sent when you are back online',
} as const;
