import { CATALOGUES } from '../domain/i18n/catalogues';
import type { Translation } from '../domain/i18n/translation';
import type { AUTH_TEXT } from './features/auth/auth-texts';
import type { COOLDOWN_TEXT } from './features/auth/code-cooldown';
import type { PWA_TEXT } from './features/pwa/pwa-texts';
import type { BONUS_TEXT } from './features/rewards/bonus/bonus-texts';
import type { CLAIM_TEXT } from './features/rewards/claim/claim-texts';
import type { DASHBOARD_TEXT } from './features/rewards/home/dashboard-texts';
import type { PICKER_TEXT } from './features/rewards/picker/reward-picker-texts';
import type { WALLET_TEXT } from './features/rewards/wallet/wallet-texts';
import type { OFFLINE_TEXT } from './lib/offline-texts';
import type { SHELL_TEXT } from './ui/shell-texts';

// Decisions 0208, 0211: the screens' own texts in Filipino, every area of the features' *-texts.ts, beside the
// domain's Filipino areas (src/domain/i18n/fil-ph/). One module, loaded only when Filipino is chosen, so no first
// view carries it (filipino-texts.test.ts holds each area whole against its English one).

const AUTH_TEXT_FIL: Translation<typeof AUTH_TEXT> = {
  register: {
    heading: 'Iparehistro ang iyong promo code',
    submit: 'Magparehistro',
    closesIn: 'Magsasara ang registration sa loob ng',
  },
  check: { submit: 'Tingnan' },
  login: { heading: 'Mag-log in', submit: 'Mag-log in' },
  verification: {
    heading: 'Ilagay ang iyong verification code',
    sentTo: 'Ipinadala sa {contact}',
    codeDescription: '4 na numero',
    submit: 'I-verify',
    resend: 'Ipadala muli ang code',
    resendIn: 'Ipadala muli ang code sa loob ng {wait}',
    botCheckLabel: 'Bot check',
  },
  promoCodeDescription: '8 letra o numero, makikita sa SMS, Viber at/o email na ipinadala ng provider.',
  acceptTerms: 'Sumasang-ayon ako sa Terms and Conditions ng promo.',
  acceptDataPrivacy: 'Sumasang-ayon ako sa pagproseso ng aking personal data para sa promo na ito.',
  links: {
    label: 'Iba pang opsyon',
    checkRegistration: 'Rehistrado na ba ako?',
    register: 'Magparehistro ng promo code',
    login: 'Rehistrado na? Mag-log in',
    useAnotherCode: 'Gumamit ng ibang promo code',
    registerThisCode: 'Iparehistro ang code na ito',
  },
  home: { promoCode: 'Promo code' },
};

const COOLDOWN_TEXT_FIL: Translation<typeof COOLDOWN_TEXT> = {
  title: 'May naipadala nang code',
  wait: 'Puwede kang humingi ng bagong code sa loob ng {wait}.',
  ready: 'Puwede ka nang humingi ng bagong code.',
  goOnHint: 'Valid pa ito: ilagay ito, o maghintay para humingi ng bago.',
  goOn: 'Ilagay ang code na naipadala na',
};

const PWA_TEXT_FIL: Translation<typeof PWA_TEXT> = {
  newVersion: 'May bagong bersyon',
  reload: 'I-reload',
  install: 'I-install ang app',
  iosInstall: 'Para i-install ang app na ito, i-tap ang Share at saka ang Add to Home Screen.',
  offline: 'Offline ka.',
  lastSync: 'Ipinapakita ang iyong data noong {time}.',
  noSyncYet: 'Lalabas ang iyong data kapag online ka na ulit.',
  about: 'Tungkol sa app',
  version: 'Spend Promo Rewards {version}',
};

const SHELL_TEXT_FIL: Translation<typeof SHELL_TEXT> = {
  brand: 'Spend Promo Rewards',
  logoAlt: 'Spend Promo',
  loading: 'Naglo-load…',
  pageTitle: '{screen} — Spend Promo Rewards',
  screens: {
    '/': 'Home',
    '/register': 'Magparehistro',
    '/check': 'Rehistrado na ba ako',
    '/login': 'Mag-log in',
    '/verification': 'Verification code',
    '/egcs': 'My eGCs',
    '/claim': 'Piliin ang iyong mga eGC',
    '/claimed': 'Na-claim ang reward',
    '/bonusclaim': 'Frequency Spend',
    '/bonusmonthone': 'Buwan 1',
    '/bonusmonthtwo': 'Buwan 2',
    '/bonusmonththree': 'Buwan 3',
    '/bonusclaimext': 'Extra Three',
    '/bonusclaimins': 'Installment',
    '/bonusclaimed': 'Na-claim ang bonus',
  },
  notFound: 'Hindi Makita ang Page',
  language: { label: 'Language / Wika', names: { 'en-PH': 'English', 'fil-PH': 'Filipino' } },
};

const OFFLINE_TEXT_FIL: Translation<typeof OFFLINE_TEXT> = {
  needsNetwork: 'Offline ka: kailangan nito ng koneksyon.',
};

const CLAIM_TEXT_FIL: Translation<typeof CLAIM_TEXT> = {
  title: 'Piliin ang iyong mga eGC',
  description: 'Pumili ng mga eGC na aabot sa {amount} ang kabuuang halaga.',
  backToHome: 'Bumalik sa home',
  refused: {
    title: 'Hindi ma-claim ang halagang ito',
    canClaim: 'Puwede mong i-claim ang {amount}.',
    nothing: 'Wala kang maki-claim sa ngayon.',
  },
  claimedBody: 'Papunta na ang iyong mga eGC sa iyong rehistradong mobile at/o email address.',
};

const WALLET_TEXT_FIL: Translation<typeof WALLET_TEXT> = {
  title: 'My eGCs',
  backToHome: 'Bumalik sa home',
  intro:
    'Ipakita ang eGC sa counter ng merchant: i-tap ang Ipakita ang code, saka hayaang i-scan ito ng cashier o i-type ang code.',
  sections: { active: 'Handa nang gamitin', used: 'Nagamit na', expired: 'Expired' },
  orderOnly: 'Mga eGC ng REF {orderID}',
  showAll: 'Ipakita lahat ng aking eGC',
  empty: 'Wala ka pang eGC. Mag-claim ng reward at dito lalabas ang iyong mga eGC.',
  notYet: 'Dito lalabas ang iyong mga eGC kapag online ka na ulit.',
  value: '{value} eGC',
  validUntil: 'Magagamit hanggang {date}',
  usedOn: 'Nagamit noong {date}',
  usedNoDate: 'Nagamit na',
  expiredOn: 'Nag-expire noong {date}',
  notSpendable: 'Hindi na magagamit',
  showCode: 'Ipakita ang code',
  showCodeOf: 'Ipakita ang code ng {merchant} {value}',
  hideCode: 'Tapos na',
  codeLabel: 'eGC code',
  barcode: 'Barcode ng eGC code',
  qrCode: 'QR code ng eGC code',
  barcodeFailed: 'Hindi maipakita rito ang barcode; i-type na lang ang code.',
  copy: 'Kopyahin ang code',
  copied: 'Nakopya ang code',
  share: 'I-share',
  shareTitle: '{merchant} {value}',
  awake: 'Mananatiling bukas ang screen habang nakalabas ang code.',
  brightness: 'Lakasan ang brightness kung hindi ito mabasa ng scanner.',
  asOf: 'Mga eGC noong {time}.',
  mayBeUsed: 'Ang eGC na ipinakita habang offline ay maaaring nagamit na sa ibang lugar mula noon.',
};

const DASHBOARD_TEXT_FIL: Translation<typeof DASHBOARD_TEXT> = {
  title: 'Aking mga Reward',
  progress: {
    panelLabel: 'Ang iyong progress',
    tabsLabel: 'Progress',
    hint: 'Abutin ang isang spend goal para ma-claim ang eGC nito. Ang pinakamataas na goal na naabot mo lang ang puwedeng i-claim.',
    useCardMore: 'Gamitin pa ang iyong card para maabot ang susunod na spend goal.',
    goalClaimed: 'Na-claim na',
    goalClosed: 'Sarado na',
    claimedHint: 'Na-claim mo na ang {reward} eGC tier. Sarado na ang ibang spend goal.',
    oneTierOnly: 'Isang accumulated tier reward lang ang puwedeng i-claim sa panahon ng promo.',
    goalSpend: 'Gumastos ng {amount}',
    goalReward: '{reward} eGC',
    barLabel: 'Accumulated spend',
    barValue: '{spend} sa {maximum}',
  },
  transactions: {
    title: 'Mga Qualified na Transaksyon',
    registeredOn: 'Nagparehistro noong {date}',
    filterLabel: 'Merchant category',
    allCategories: 'Lahat ng category',
    removeFilter: 'Alisin ang filter ng category',
    listLabel: 'Mga qualified na transaksyon',
    reachedLabel: 'Mga naabot na merchant category',
    close: 'Isara',
  },
  showEgcs: 'Ipakita ang mga eGC',
  showEgcsOf: 'Ipakita ang mga eGC ng {reference}',
  resend: {
    title: 'Ipadala muli ang mga eGC',
    queued: 'Nakapila — ipapadala kapag online ka na ulit',
    cancelQueued: 'Kanselahin',
  },
  hubNotice: {
    title: 'Salamat sa iyong pagsali',
    current:
      'Salamat sa iyong pagsali! Magiging available ang eGC Hub kasama ang iyong mga qualified na transaksyon sa Setyembre 27, 2023.',
    older: 'Salamat sa iyong pagsali! Magiging available ang eGC Hub sa Nobyembre 24, 2022.',
    close: 'OK',
  },
  maintenanceTitle: 'System maintenance',
  bonusRoundsHeading: 'Bonus Rounds',
  faqHeading: 'Mga Madalas Itanong',
};

const PICKER_TEXT_FIL: Translation<typeof PICKER_TEXT> = {
  addOne: 'Magdagdag ng isang {name}',
  removeOne: 'Magbawas ng isang {name}',
  quantityOf: 'Dami ng {name}',
  locations: 'Mga lokasyon',
  locationsOf: 'Mga lokasyon ng {name} (magbubukas sa bagong tab)',
  premiumBadge: 'Premium',
  premiumHeading: 'Mga Premium eGC',
  regularHeading: 'Mga eGC',
  premiumNotice: 'Para lang sa mga signature-tier na cardholder ang mga Premium eGC.',
  applyLink: 'Mag-apply ng signature-tier na card',
  summaryHeading: 'Buod ng order',
  summaryLine: '{quantity} × {value}',
  total: 'Kabuuan',
  balance: 'Reward balance',
  remaining: 'Natitirang balance',
  sentToContact: 'Ipapadala ang iyong mga eGC sa iyong rehistradong mobile at/o email address.',
  done: 'OK',
};

const BONUS_TEXT_FIL: Translation<typeof BONUS_TEXT> = {
  cards: {
    listLabel: 'Mga bonus round card',
    frequencyTitle: 'Frequency Spend',
    extraThreeTitle: 'Extra Three',
    installmentTitle: 'Installment',
    redeemInstallment: 'I-redeem ngayon',
  },
  frequencyPage: {
    title: 'Frequency Spend',
    monthsLabel: 'Mga promo month',
    squaresLabel: '{n} sa {total} na spend',
  },
  pick: {
    onlyOne: 'Isang reward lang ang puwedeng i-claim.',
    rewardsLabel: 'Mga bonus reward',
    notClaimable: 'Hindi pa puwedeng i-claim ang bonus reward na ito.',
    backToHome: 'Bumalik sa home',
    backToFrequency: 'Bumalik sa Frequency Spend',
    extraThreeHeading: 'Bonus Round',
    installmentHeading: 'Installment',
    installmentUnlock:
      'Gumawa ng kahit isang installment spend na P25,000 ang halaga para ma-unlock ang bonus reward na ito.',
    monthHeading: '{label}: {period}',
  },
  extraThree: {
    firstFiveLabel: 'Unang limang naabot na merchant category',
    extraLabel: 'Tatlong extra na merchant category',
    notReached: 'Hindi pa naaabot',
    categoriesLabel: 'Mga merchant category',
    categorySpends: 'Mga spend: {count}',
    transactionsTitle: 'Mga transaksyon sa {category}',
    listLabel: 'Mga transaksyon sa {category}',
    close: 'Isara',
  },
  claimed: {
    body: 'Papunta na ang iyong Bonus eGC sa iyong rehistradong mobile at/o email address.',
    backToHome: 'Bumalik sa home',
  },
};

/** Every Filipino text a cardholder screen reads: the domain's areas and the screens' own. */
export const FILIPINO_TEXTS = {
  messages: CATALOGUES.messages['fil-PH'],
  ui: CATALOGUES.ui['fil-PH'],
  clear: CATALOGUES.clear['fil-PH'],
  rewards: CATALOGUES.rewards['fil-PH'],
  nudges: CATALOGUES.nudges['fil-PH'],
  validation: CATALOGUES.validation['fil-PH'],
  fields: CATALOGUES.fields['fil-PH'],
  months: CATALOGUES.months['fil-PH'],
  signInPaused: CATALOGUES.signInPaused['fil-PH'],
  auth: AUTH_TEXT_FIL,
  cooldown: COOLDOWN_TEXT_FIL,
  pwa: PWA_TEXT_FIL,
  shell: SHELL_TEXT_FIL,
  offline: OFFLINE_TEXT_FIL,
  claim: CLAIM_TEXT_FIL,
  wallet: WALLET_TEXT_FIL,
  dashboard: DASHBOARD_TEXT_FIL,
  picker: PICKER_TEXT_FIL,
  bonus: BONUS_TEXT_FIL,
} as const;
