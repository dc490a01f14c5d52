// Decisions 0202–0205: the words of each nudge (a push's title and body, the SMS that stands in for an expiry push) and of the
// ask and the settings sheet. The spec words none of them (decisions 0202–0205); written as REWARD_TEXT is:
// `{placeholder}`s filled by fillTemplate. One table, read by the server (pushes, SMS) and the client (ask, sheet).
import type { NudgeKind } from './nudges';

export const NUDGE_TEXT = {
  moments: {
    'goal-reached': {
      title: 'You reached {threshold}',
      body: 'Your {reward} eGC is ready to claim. Open the app to choose it.',
    },
    'bonus-round': {
      title: 'Bonus round complete',
      body: 'You earned a {reward} bonus eGC. Claim it by {date}.',
    },
    'egcs-ready': {
      title: 'Your eGCs are ready',
      body: '{value} in eGCs are in My eGCs (REF {ref}). Show the code at the till.',
    },
    'egc-expiring-7': {
      title: 'Your eGCs expire in 7 days',
      body: 'Use your {value} in eGCs (REF {ref}) by {date}.',
    },
    'egc-expiring-1': {
      title: 'Your eGCs expire tomorrow',
      body: 'Use your {value} in eGCs (REF {ref}) by {date}.',
    },
    'credits-expiring-7': {
      title: 'Your reward balance ends in 7 days',
      body: 'Choose your eGCs with the {balance} left by {date}.',
    },
  },
  /** Decision 0205: the SMS that stands in for an expiry push: the push's title and body as one line. */
  sms: '{title}. {body}',
  ask: {
    title: 'Tell me when…',
    lead: 'Get a notification on this phone when:',
    kinds: {
      progress: 'you reach a spend goal or complete a bonus round',
      egcs: 'your eGCs are ready to use',
      expiry: 'an eGC or your reward balance is about to expire',
    } satisfies Record<NudgeKind, string>,
    note: 'Nothing else. You can turn each one off in Notification settings.',
    accept: 'Turn on notifications',
    refuse: 'Not now',
    blocked: 'Notifications are blocked for this site. Allow them in your browser settings to turn them on.',
    unsupported: 'This browser cannot show notifications. We will send expiry reminders by SMS.',
    failed: 'Notifications could not be turned on. Please try again later.',
  },
  settings: {
    open: 'Notification settings',
    title: 'Notifications',
    lead: 'Choose what this app tells you about.',
    kinds: {
      progress: 'Goals and bonus rounds',
      egcs: 'eGCs ready to use',
      expiry: 'Expiry reminders',
    } satisfies Record<NudgeKind, string>,
    hints: {
      progress: 'When you reach a spend goal or complete a bonus round',
      egcs: 'When the eGCs you chose are ready',
      expiry: '7 days and 1 day before an eGC or your reward balance expires',
    } satisfies Record<NudgeKind, string>,
    pushOff: 'Notifications are off on this phone: expiry reminders come by SMS, once.',
    turnOn: 'Turn on notifications',
    turnOff: 'Turn off on this phone',
    close: 'Done',
    saveFailed: 'Your choice could not be saved. Please try again.',
  },
} as const;
