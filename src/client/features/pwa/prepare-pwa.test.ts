import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '../../lib/persistence/cache-owner';
import { followBrowserConnection, preparePwa } from './prepare-pwa';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the app starts from the browser’s connection state (docs/product §10 offline reopen)', () => {
  it('an app opened with no signal starts offline, so it reads its cache instead of failing to fetch', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    followBrowserConnection();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('then follows the online and offline events', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    followBrowserConnection();
    expect(onlineManager.isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('marks the running build on the document for support and the update test', () => {
    preparePwa();
    expect(document.documentElement.dataset.build).toBe(BUILD_ID);
  });
});
