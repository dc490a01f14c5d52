import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// Merchant, category and banner images (and icons) change rarely and are what an offline dashboard needs to look
// right: cache first, bounded in count and age.
const IMAGE_CACHE = 'promo-images';

export function cacheImages(): void {
  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true }),
      ],
    }),
  );
}
