// Labels the spec names but does not word (spec §2 admin dashboard screens, §3 admin user info and edit
// history): decided here, in one place. Texts the spec does word come from src/domain/messages.ts (UI_TEXT,
// the §8 catalogue) and src/domain/validation.ts (field labels and messages).
export const ADMIN_TEXT = {
  login: {
    heading: 'Admin login',
    submit: 'Log in',
    // After repeated failures the server locks the account and answers 429 with Retry-After.
    tooManyAttempts: 'Too many failed attempts. Please try again in {minutes} minutes.',
    // Decision 0122: the second factor.
    codeLabel: 'Authenticator code',
    codeDescription: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
    verify: 'Verify',
    enrolHeading: 'Set up your second factor',
    qrLabel: 'QR code to scan with an authenticator app',
    secretLabel: 'Or type this key into the app',
    recoveryHeading: 'Your recovery codes',
    recoveryIntro:
      'Each code signs you in once if you lose your phone. Save them somewhere safe now: they are shown only this once.',
    recoveryDone: 'I have saved my recovery codes',
  },
  dashboard: {
    menuLabel: 'Admin menu',
    audit: 'Audit trail',
    admins: 'Admins',
    backDescription: 'Back to the cardholder search',
  },
  search: {
    description: 'An 8-character promo code, or a customer number of up to 10 digits.',
    submit: 'Search',
  },
  cardholder: {
    heading: 'Cardholder',
    customerNo: 'Customer number',
    emailAddress: 'Email address',
    mobileNO: 'Mobile number',
    userID: 'User ID',
    none: '—',
    edit: 'Edit',
  },
  edit: {
    title: 'Edit email and mobile',
    save: 'Save',
    cancel: 'Cancel',
    unchanged: 'Nothing to save: the email address and mobile number are unchanged.',
  },
  history: {
    heading: 'Update history',
    when: 'Date',
    emailAddress: 'Email address',
    mobileNO: 'Mobile number',
    modifiedBy: 'Modified by',
    changedTo: 'changed to',
  },
  transactions: {
    heading: 'Transactions',
    date: 'Date',
    reference: 'Reference',
    location: 'Location',
    category: 'Category (MCC)',
    type: 'Type',
    posted: 'Posted',
    amount: 'Amount',
    download: 'Download transactions',
  },
  orders: {
    heading: 'Redemptions',
    date: 'Date ordered',
    reference: 'Reference',
    merchant: 'Merchant',
    round: 'Reward',
    quantity: 'eGCs',
    value: 'Value',
    status: 'Status',
    validUntil: 'Valid until',
    download: 'Download redemptions',
  },
  report: {
    reportType: 'Report type',
    startDate: 'Start date',
    endDate: 'End date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    submit: 'Request report',
    endBeforeStart: 'End date must be on or after the start date',
  },
  // Decision 0090: messages kept as failed after every retry, until an operator re-drives them.
  undelivered: {
    title: (count: number) =>
      count === 1 ? '1 message could not be delivered' : `${count} messages could not be delivered`,
    body: 'Every retry failed. The messages are kept: an operator can send them again with npm run outbox -- redrive --all.',
  },
  loading: 'Loading…',
  // The server's text for a refused look-up token (src/server/admin/admin-lookup.ts).
  lookupExpired: 'The cardholder look-up has expired. Please search for the cardholder again.',
} as const;
