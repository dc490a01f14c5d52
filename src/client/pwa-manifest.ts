import type { ManifestOptions } from 'vite-plugin-pwa';

// The web manifest; issue 6 completes it (screenshots, maskable icons) and proves installability.
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Spend Promo Rewards',
  short_name: 'Promo Rewards',
  description: 'Track your card spend, unlock reward tiers and claim your eGCs.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#b11116',
  background_color: '#ffffff',
  icons: [{ src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};
