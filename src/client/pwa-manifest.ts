import type { ManifestOptions } from 'vite-plugin-pwa';
import { WALLET_TEXT } from './features/rewards/wallet/wallet-texts';

// The web manifest (docs/product §10): installable on phones (standalone, maskable icon) with screenshots for the richer
// install sheet. Icons are drawn by scripts/generate-icons.mjs; screenshots by scripts/capture-screenshots.mjs.
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Spend Promo Rewards',
  short_name: 'Promo Rewards',
  description: 'Track your card spend, unlock reward tiers and claim your eGCs.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#b11116',
  background_color: '#ffffff',
  categories: ['finance', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Decision 0080: a long press on the installed app's icon opens the wallet at once, e.g. at a merchant's counter.
  shortcuts: [
    {
      name: WALLET_TEXT.title,
      short_name: WALLET_TEXT.title,
      description: WALLET_TEXT.intro,
      url: '/egcs',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '540x960',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Sign in with your promo code',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Sign in with your promo code',
    },
  ],
};
