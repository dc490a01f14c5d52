// The wallet's texts (My eGCs, decision 0080). The spec words none of them; decided here, in one place. The
// Redemptions row's link to it is home's (dashboard-texts.ts), so home does not load these.
import { REWARD_TEXT } from '../../../../domain/reward-texts';

export const WALLET_TEXT = {
  title: 'My eGCs',
  backToHome: 'Back to home',
  intro: 'Show an eGC at the merchant’s counter: tap Show code, then let the cashier scan it or type the code.',
  sections: { active: 'Ready to use', used: 'Used', expired: 'Expired' },
  orderOnly: 'eGCs of REF {orderID}',
  showAll: 'Show all my eGCs',
  empty: 'You don’t have eGCs yet. Claim a reward and your eGCs will show here.',
  notYet: 'Your eGCs will show here once you are back online.',
  value: '{value} eGC',
  validUntil: 'Valid until {date}',
  usedOn: 'Used on {date}',
  usedNoDate: 'Used',
  expiredOn: REWARD_TEXT.redemptions.expiredOn,
  notSpendable: 'Cannot be used',
  showCode: 'Show code',
  showCodeOf: 'Show code of {merchant} {value}',
  hideCode: 'Done',
  codeLabel: 'eGC code',
  barcode: 'Barcode of the eGC code',
  qrCode: 'QR code of the eGC code',
  barcodeFailed: 'The barcode cannot be drawn here; type the code in instead.',
  copy: 'Copy code',
  copied: 'Code copied',
  share: 'Share',
  shareTitle: '{merchant} {value}',
  /** Only while the browser holds the wake lock (use-wake-lock.ts): it may refuse. */
  awake: 'The screen stays on while the code shows.',
  brightness: 'Turn your brightness up if the scanner cannot read it.',
  asOf: 'eGCs as of {time}.',
  mayBeUsed: 'An eGC shown while offline may already have been used elsewhere since then.',
} as const;
