// Labels of the reward pick screens (spec §2 'Reward pick screens') that the spec names but does not word,
// decided here in one place. Texts the spec words come from src/domain/messages.ts (UI_TEXT, messageFor).
export const PICKER_TEXT = {
  /** Each merchant row's stepper buttons; `{name}` is the row's name and value, unique per row. */
  addOne: 'Add one {name}',
  removeOne: 'Remove one {name}',
  quantityOf: 'Quantity of {name}',
  locations: 'Locations',
  locationsOf: 'Locations of {name} (opens in a new tab)',
  premiumBadge: 'Premium',
  premiumHeading: 'Premium eGCs',
  regularHeading: 'eGCs',
  premiumNotice: 'Premium eGCs are only for signature-tier cardholders.',
  applyLink: 'Apply for a signature-tier card',
  summaryHeading: 'Order summary',
  summaryLine: '{quantity} × {value}',
  total: 'Total',
  balance: 'Reward balance',
  remaining: 'Remaining balance',
  /** spec §2 reward pick screens: "says the eGC is sent to mobile and/or email". */
  sentToContact: 'Your eGCs will be sent to your registered mobile and/or email address.',
  /** Closes the success alert (spec §4: "closing the dialog goes to /claimed"). */
  done: 'OK',
} as const;

/**
 * spec §2: non-premium users see "an apply link". The bank's page for applying for its signature-tier card
 * (decision: a constant here, not campaign data, since it is the same for every campaign of the bank).
 */
export const SIGNATURE_CARD_APPLY_URL = 'https://www.bpi.com.ph/personal/cards/credit-cards';
