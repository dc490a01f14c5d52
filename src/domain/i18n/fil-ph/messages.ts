import type { CATALOGUE_TEXTS, CONTACT_CHANGE_NOTICE, UI_TEXT } from '../../messages';
import type { Translation } from '../translation';

// messages.ts in Filipino (decision 0211): the §8 catalogue by set and id, the fixed UI texts and the notice of a
// changed contact. Each §8 text keeps its title and body apart by the separator the English one uses, so
// splitMessage divides it the same way. The admin sets are here because the table is one (admin screens stay
// English: they never ask for this locale).

const GENERIC_FAILURE = 'Nagkaroon ng error - May nangyaring mali. Pakisubukang muli mamaya.';
const PENDING_VALIDATION =
  'Hinihintay ang Validation ng Registration: Pending pa ang iyong pagpaparehistro sa promo. Makakatanggap ka ng kumpirmasyon sa loob ng 5-7 banking days sa iyong rehistradong mobile at/o email.';
const ALREADY_REGISTERED =
  'Rehistrado Na: Salamat sa iyong pagsali… Rehistrado na ang promo code na inilagay mo… Pakisuri ang detalye ng iyong registration.';
const REGISTER_INVALID =
  'Invalid na Promo Code: Invalid ang promo code na inilagay mo. Ilagay ang tamang promo code at subukang muli. Makikita ang iyong promo code sa SMS, Viber at/o email na ipinadala ng provider.';
const REDEEM_REFUSALS = {
  7: 'Naabot na ang Maximum na Redemption: Naabot mo na ang pinakamaraming redemption na pinapayagan.',
  4301: 'Hindi Available ang Reward: Hindi na available ang eGC na pinili mo. Pumili ng iba.',
  4302: 'Premium na Reward: Para lang sa mga signature-tier na cardholder ang eGC na ito.',
  4303: 'Hindi pa Naaabot ang Spend Goal: Abutin ang isang accumulated spend goal para makapag-claim ng reward.',
  4304: 'Tapos na ang Claiming: Natapos na ang panahon ng pag-claim ng iyong reward.',
  4305: 'Invalid na Pagpili: Wala ka pang napipiling eGC.',
  4306: 'Hindi Available ang Bonus: Hindi puwedeng i-claim ang bonus reward na ito.',
};

export const CATALOGUE_TEXTS_FIL: Translation<typeof CATALOGUE_TEXTS> = {
  generic: {
    1: 'Nag-expire na ang Session. Mag-log in ulit para magpatuloy.',
    500: GENERIC_FAILURE,
  },
  sendOtp: {
    0: 'Naipadala Na: May verification code na ipinadala sa iyong email o mobile.',
    1: 'Invalid na Promo Code: Hindi nakarehistro sa promo na ito ang promo code. Pakisuring mabuti at subukang muli.',
  },
  verify: {
    0: 'Tama ang verification code.',
    5: 'Invalid na Verification Code: Pakisuring mabuti at subukang muli.',
    2000: 'Nag-expire na ang Captcha: Pakisubukang muli.',
  },
  login: { 0: 'Matagumpay na naka-log in', 2: GENERIC_FAILURE },
  inquiry: {
    4677: PENDING_VALIDATION,
    4678: 'Hindi pa Rehistrado / Invalid na Promo Code: Hindi pa rehistrado o invalid ang promo code na inilagay mo.',
    4679: ALREADY_REGISTERED,
    4680: PENDING_VALIDATION,
    4692: PENDING_VALIDATION,
  },
  inquirySecond: {
    43: 'Valid na Voucher: Hindi ka pa rehistrado sa promo.',
    44: PENDING_VALIDATION,
    45: PENDING_VALIDATION,
  },
  register: {
    44: ALREADY_REGISTERED,
    45: REGISTER_INVALID,
    4248: 'Tapos na ang Registration: Paumanhin, natapos na ang panahon ng pagpaparehistro sa promo na ito.',
    4249: REGISTER_INVALID,
    4255: 'Naisumite na ang Registration',
  },
  resend: {
    0: 'Naipadala Muli: Asahan ang SMS at/o email na may mga eGC mo sa loob ng ilang minuto.',
    4307: 'Hindi Maipadala Muli: Kamakailan lang ipinadala muli ang iyong mga eGC. Pakisubukang muli pagkalipas ng ilang minuto.',
    4308: 'Walang Maipapadala Muli: Nagamit na o nag-expire na ang bawat eGC ng order na ito, kaya walang maipapadala muli.',
    4309: 'Hindi Maipadala Muli: Kamakailan lang binago ang iyong mobile o email, kaya hindi pa maipapadala muli ang iyong mga eGC. Nasa My eGCs ang mga ito.',
  },
  redeem: {
    0: 'Matagumpay ang Redemption: Asahan ang SMS at/o email na may mga eGC mo sa loob ng ilang minuto.',
    ...REDEEM_REFUSALS,
  },
  bonusRedeem: {
    0: 'Matagumpay ang Redemption: Asahan ang SMS at/o email na may Bonus eGC mo sa loob ng ilang minuto',
    ...REDEEM_REFUSALS,
  },
  bonusRedeemMonths: {
    0: 'Matagumpay ang Redemption: Asahan ang SMS at/o email na may mga Bonus eGC mo sa loob ng ilang minuto',
    ...REDEEM_REFUSALS,
  },
  adminInquiry: { 4678: 'Invalid o hindi pa rehistrado ang promo code o customer number.' },
  editHistory: { 0: 'Matagumpay na Na-update: Na-update na ang mobile at/o email address.' },
  report: { 0: 'Matagumpay: Ipapadala sa iyong email ang report sa loob ng ilang minuto.' },
};

export const UI_TEXT_FIL: Translation<typeof UI_TEXT> = {
  registerFeedback: {
    invalid: 'INVALID ang promo code na inilagay mo. Ilagay ang tamang promo code at subukang muli.',
    alreadyRegistered: 'Rehistrado na sa promo ang promo code na inilagay mo.',
    pendingTitle: 'Hinihintay ang Validation ng Registration',
    pendingBody: 'Nakapagparehistro ka na sa promo...',
    goToLogin: 'Pumunta sa Login',
  },
  maintenance: {
    login: 'Dahil sa system maintenance, pansamantalang hindi available ang page na ito. Pakisubukang muli mamaya.',
    home: 'Dahil sa system maintenance, pansamantalang hindi available ang page na ito. Pakisubukang muli mamaya. Salamat',
  },
  titles: {
    registrationSubmitted: 'Naisumite na ang Registration',
    egcClaimed: 'Na-claim na ang eGC',
    rewardClaimed: 'Na-claim na ang Reward',
  },
  sessionExpiredDialog: {
    title: 'Nag-expire na ang iyong session',
    body: 'Mag-log in ulit para magpatuloy.',
    action: 'Pumunta sa Login',
  },
  notFound: { code: 'Error 404', title: 'Hindi Makita ang Page', backLink: 'Bumalik sa Register' },
  actions: { retry: 'Subukang muli', logOut: 'Mag-log out', goBack: 'Bumalik', back: 'Bumalik', proceed: 'Magpatuloy' },
  empty: {
    redemptions: 'Wala ka pang redemption.',
    qualifiedTransactions: 'Wala ka pang qualified na transaksyon. Gamitin pa ang iyong card para umusad.',
    qualifiedTransactionsInCategory: 'Wala ka pang qualified na transaksyon sa {category}.',
    cardholderQualifiedTransactions: 'Wala pang qualified na transaksyon ang cardholder.',
    cardholderRedemptions: 'Wala pang redemption ang cardholder.',
    noPromoCode: 'Walang promo code.',
    updateHistory: 'Walang laman ang update history.',
    noEgcSelected: 'Wala ka pang napipiling eGC.',
  },
  checkPage: { title: 'Rehistrado na ba ako' },
  adminMenu: { searchCardholder: 'Search Cardholder', generateReport: 'Generate Report' },
};

export const CONTACT_CHANGE_NOTICE_FIL: Translation<typeof CONTACT_CHANGE_NOTICE> = {
  subject: 'Binago ang iyong contact details sa promo',
  text: 'Binago noong {date} ang mobile number at/o email address na nakarehistro para sa iyong card promo rewards. Sa bagong detalye na ipapadala ang mga sign-in code at eGC. Kung hindi ikaw ang humiling ng pagbabagong ito, tawagan agad ang hotline ng iyong card.',
};
