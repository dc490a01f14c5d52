import { useEffect } from 'react';
import type { UISchema } from '../../../../domain/campaign-config';
import type { MerchantCategory } from '../../../../domain/entities';
import { preloadWhenIdle } from '../../../lib/preloadable';
import { catalogueImageUrls } from './catalogue-images';

/**
 * Decision 0077: once home has loaded online, when the page is idle, the service worker is asked to
 * keep the catalogue's images (sw/image-cache.ts, message WARM_IMAGES), so the reward lists and eGCs show their
 * merchants' art at a counter with no signal even if those screens were never opened online. Asked again only
 * when the list changes; a worker that already holds an image does not fetch it again.
 */
export function useWarmImages(uiSchema: UISchema, categories: readonly MerchantCategory[]): void {
  // The list as one string, so a re-render with equal data asks nothing.
  const urls = catalogueImageUrls(uiSchema, categories).join('\n');
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker || !navigator.onLine || urls === '') return;
    preloadWhenIdle(async () => {
      const registration = await worker.ready;
      registration.active?.postMessage({ type: 'WARM_IMAGES', urls: urls.split('\n') });
    });
  }, [urls]);
}
