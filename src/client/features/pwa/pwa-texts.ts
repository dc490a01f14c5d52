// Texts of the installable/offline layer (docs/product §10); the spec words none of them. The offline reason beside an
// action is lib/offline-texts.ts's, a queued resend's the rewards feature's.
export const PWA_TEXT = {
  newVersion: 'A new version is available',
  reload: 'Reload',
  install: 'Install app',
  iosInstall: 'To install this app, tap Share and then Add to Home Screen.',
  offline: 'You are offline.',
  lastSync: 'Showing your data as of {time}.',
  noSyncYet: 'Your data will show once you are back online.',
  about: 'About',
  version: 'Spend Promo Rewards {version}',
} as const;
