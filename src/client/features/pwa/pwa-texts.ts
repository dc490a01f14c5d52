// Texts of the installable/offline layer (issue 6); the spec words none of them.
export const PWA_TEXT = {
  newVersion: 'A new version is available',
  reload: 'Reload',
  install: 'Install app',
  iosInstall: 'To install this app, tap Share and then Add to Home Screen.',
  offline: 'You are offline.',
  lastSync: (time: string) => `Showing your data as of ${time}.`,
  noSyncYet: 'Your data will show once you are back online.',
  needsNetwork: 'You are offline: this needs a connection.',
} as const;
