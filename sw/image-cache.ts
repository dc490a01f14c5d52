import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// Merchant, category and banner images (and icons) change rarely and are what an offline dashboard needs to look
// right: cache first, bounded in count and age.
const IMAGE_CACHE = 'promo-images';
const MAX_IMAGES = 200;

/**
 * Decision 0077: the most images one WARM_IMAGES message may ask for. A demo catalogue names ~30; a bank's can
 * name more, and the cache keeps MAX_IMAGES, so a message never asks for more than half of it.
 */
const MAX_WARMED_PER_MESSAGE = 100;

const sameOriginImage = (url: URL): boolean => url.origin === self.location.origin && !url.pathname.startsWith('/api/');

/** The image URLs of a WARM_IMAGES message, same-origin only and bounded; nothing when it is another message. */
function urlsToWarm(data: unknown): URL[] {
  const message = data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== 'WARM_IMAGES' || !Array.isArray(message.urls)) return [];
  const urls = new Map<string, URL>();
  for (const value of message.urls.slice(0, MAX_WARMED_PER_MESSAGE)) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value, self.location.origin);
      if (sameOriginImage(url)) urls.set(url.href, url);
    } catch {
      // Not a URL: nothing to warm.
    }
  }
  return [...urls.values()];
}

export function cacheImages(scope: ServiceWorkerGlobalScope): void {
  const images = new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: MAX_IMAGES, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true }),
    ],
  });
  registerRoute(({ request, url }) => request.destination === 'image' && sameOriginImage(url), images);

  // Decision 0077: the signed-in app names the catalogue's images once it has loaded, and the worker
  // fetches those it does not hold yet through the same strategy (so the same bounds apply), so merchant and
  // category art shows offline even on screens never opened online. Cache first: a held image costs nothing.
  scope.addEventListener('message', (event) => {
    const urls = urlsToWarm(event.data);
    if (urls.length === 0) return;
    event.waitUntil(Promise.allSettled(urls.map((url) => images.handle({ event, request: new Request(url.href) }))));
  });
}
