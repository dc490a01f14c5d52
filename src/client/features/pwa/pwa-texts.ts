import { OFFLINE_TEXT } from '../../lib/offline-texts';

// Texts of the installable/offline layer (issue 6); the spec words none of them. Those other features show too
// (the offline reason, the queued resend) live in lib/offline-texts.ts and are included here.
export const PWA_TEXT = {
  ...OFFLINE_TEXT,
  newVersion: 'A new version is available',
  reload: 'Reload',
  install: 'Install app',
  iosInstall: 'To install this app, tap Share and then Add to Home Screen.',
  offline: 'You are offline.',
  lastSync: (time: string) => `Showing your data as of ${time}.`,
  noSyncYet: 'Your data will show once you are back online.',
  version: (build: string) => `Version ${build}`,
} as const;
