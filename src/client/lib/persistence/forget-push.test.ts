import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testing/stub-fetch';
import { PUSH_ENDPOINT, stubPushBrowser } from '../../testing/stub-push-browser';
import { FORGET_PUSH_WAIT_MS, forgetPushSubscription } from './forget-push';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("logout takes this browser's pushes with it (decision 0207)", () => {
  it('removes the subscription on the server and in the browser, and clears the app badge', async () => {
    const fetch = stubFetch({ statusId: 0 });
    const { subscription, clearAppBadge } = stubPushBrowser();
    await forgetPushSubscription();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/push/subscriptions');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ endpoint: PUSH_ENDPOINT });
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
    expect(clearAppBadge).toHaveBeenCalledOnce();
  });

  it('with no subscription, calls no server and still clears the badge', async () => {
    const fetch = stubFetch();
    const { clearAppBadge } = stubPushBrowser(false);
    await forgetPushSubscription();
    expect(fetch).not.toHaveBeenCalled();
    expect(clearAppBadge).toHaveBeenCalledOnce();
  });

  it("the server's refusal still unsubscribes the browser, and nothing is thrown", async () => {
    stubFetch({ httpStatus: 500 });
    const { subscription } = stubPushBrowser();
    await expect(forgetPushSubscription()).resolves.toBeUndefined();
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
  });

  it("the browser's refusal still tells the server, and nothing is thrown", async () => {
    const fetch = stubFetch({ statusId: 0 });
    stubPushBrowser(true, async () => {
      throw new Error('unsubscribe failed');
    });
    await expect(forgetPushSubscription()).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a browser without service workers or badges is no error', async () => {
    const fetch = stubFetch();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined, clearAppBadge: undefined });
    await expect(forgetPushSubscription()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it(`a server that never answers is waited for ${FORGET_PUSH_WAIT_MS} ms at most`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    stubPushBrowser(true, () => new Promise<boolean>(() => undefined));
    let done = false;
    const forgetting = forgetPushSubscription().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FORGET_PUSH_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await forgetting;
    expect(done).toBe(true);
  });
});
