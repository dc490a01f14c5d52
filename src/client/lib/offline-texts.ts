// Texts of the offline layer that screens of several features show (issue 6; the spec words none of them).
// features/pwa's PWA_TEXT includes them, so each is written once.
export const OFFLINE_TEXT = {
  needsNetwork: 'You are offline: this needs a connection.',
  resendQueued: 'Queued — will be sent when you are back online',
  cancelQueuedResend: 'Cancel',
} as const;
