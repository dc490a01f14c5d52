import type { REWARD_TEXT } from '../../reward-texts';
import type { Translation } from '../translation';

// reward-texts.ts in Filipino (decision 0211): home, redemptions, bonus rounds and the reward picker.
export const REWARD_TEXT_FIL: Translation<typeof REWARD_TEXT> = {
  bonusRounds: {
    intro:
      'I-unlock ang Accumulated Spend at tapusin ang mga extra goal na ito para mag-unlock ng mas maraming bonus reward',
    requirement: 'Abutin muna ang P75,000 na Accumulated Spend para makapag-redeem',
    spendRequirement: 'Abutin muna ang P30,000 na Accumulated Spend para makapag-redeem',
  },
  banner: {
    reachGoal: {
      eyebrow: 'Susunod na goal',
      title: 'Gumastos ng {threshold}',
      line: 'gamit ang iyong card para makakuha ng {reward} eGC',
    },
    claimTier: {
      eyebrow: 'Naabot ang goal',
      title: 'Naabot mo na ang {threshold}',
      line: 'I-claim ang {reward} eGC o gumastos pa para sa {next}',
    },
    claimTop: {
      eyebrow: 'Naabot ang pinakamataas na goal',
      title: 'Naabot mo na ang {threshold}',
      line: 'I-claim ang iyong {reward} eGC',
    },
    redeemBalance: {
      eyebrow: 'Na-claim ang reward',
      title: '{balance} pa ang puwedeng i-redeem',
      line: 'Pumili ng mga eGC hanggang {date}',
      lineNoDate: 'Pumili ng mga eGC gamit ang natitira sa iyong reward',
    },
    creditsExpired: {
      eyebrow: 'Tapos na ang claiming',
      title: 'Nag-expire na ang iyong reward balance',
      line: '{balance} ang natira nang matapos ang claiming noong {date}',
      lineNoDate: '{balance} ang natira nang matapos ang claiming',
    },
    bonusLeft: {
      eyebrow: 'Bonus round',
      title: 'May naghihintay na bonus reward',
      line: 'I-redeem ang iyong bonus eGC sa Bonus Rounds sa ibaba',
    },
    allClaimed: {
      eyebrow: 'Na-claim lahat',
      title: 'Na-claim mo na ang iyong {reward} eGC',
      titleNoReward: 'Na-claim mo na ang iyong mga eGC',
      line: 'Salamat sa iyong pagsali',
    },
  },
  progress: {
    spendTab: 'Spend',
    redemptionsTab: 'Mga Redemption',
    currentSpend: 'Kasalukuyang Spend',
    goalsHeading: 'Mga Accumulated Spend Goal',
    goalStatus: { claim: 'I-claim', locked: 'Naka-lock', skipped: 'Nilaktawan' },
    milestones: ['P50K', 'P75K', 'P200K'],
    maximumReached: 'Naabot mo na ang maximum na spend para sa promo na ito. Puwede mo nang i-claim ang iyong reward.',
    redemptionUntil: 'Redemption hanggang {date}',
    claimReward: 'I-claim ang Reward',
    seeQualifiedTransactions: 'Tingnan ang mga qualified na transaksyon',
  },
  claimConfirm: {
    question: 'Sigurado ka bang gusto mong i-claim ang {reward} para sa tier na ito?',
    nextTierWarning: 'Kapag nag-claim ka sa tier na ito, hindi mo na maki-claim ang mga reward ng susunod na tier.',
    spendMore: 'Gumastos Pa',
    claimNow: 'I-claim Ngayon',
  },
  redemptions: {
    spendRewards: 'Mga Spend Reward',
    bonusRoundRewards: 'Mga Bonus Round Reward',
    bonusEgc: '{merchant} Bonus eGC',
    reference: 'REF {orderID}',
    validUntil: 'Magagamit hanggang {expiry}',
    expiredOn: 'Nag-expire noong {date}',
    groupUsed: 'Nagamit na',
    groupActive: 'Aktibo',
    groupPartlyUsed: '{n} sa {m} ang nagamit',
    groupExpired: 'Expired',
    groupPartlyExpired: '{n} sa {m} ang nag-expire',
    groupAlsoExpired: '{n} ang nag-expire',
    resend: 'IPADALA MULI',
    resendConfirm: 'Ipapadala muli ang mga eGC sa iyong mobile at/o email address.',
    rewardBalance: 'Reward Balance',
    redeem: 'I-redeem',
    allClaimed: 'Na-claim mo na ang lahat ng iyong eGC. Salamat sa iyong pagsali…',
    bonusLeft:
      'Na-claim mo na ang lahat ng eGC ng iyong spend reward. May bonus reward pang naghihintay sa iyo sa Bonus Rounds.',
    creditsExpired: 'Nag-expire na ang pag-claim ng iyong reward noong {date}.',
  },
  qualifiedTransactions: {
    postingNote: 'Asahang lalabas ang mga transaksyon 5-7 banking days mula sa petsa ng posting',
  },
  frequencyCard: {
    description:
      'Gamitin ang iyong card kahit saan nang labinlimang (15) beses bawat promo month para makakuha ng bonus reward.',
    viewProgress: 'Tingnan ang Progress',
  },
  extraThreeCard: {
    description: 'Gumastos sa 3 pang merchant category para mag-unlock ng isa pang reward!',
    progress: 'Nasa ({x} sa 3) ka na',
    remaining: '{n} pa!',
    completed: 'Tapos na',
    redeemed: 'Na-redeem na',
    redeemNow: 'I-redeem ngayon',
  },
  installmentCard: {
    description: 'Gumawa ng kahit isang installment spend na P25,000 ang halaga',
    qualified: 'Qualified ang installment purchase!',
    notQualified: 'Gumawa ng installment purchase',
    redeemed: 'Na-redeem na',
  },
  frequencyPage: {
    months: [
      { label: 'Buwan 1', period: 'Setyembre 15 - Oktubre 15' },
      { label: 'Buwan 2', period: 'Oktubre 16 - Nobyembre 15' },
      { label: 'Buwan 3', period: 'Nobyembre 16 - Nobyembre 30' },
    ],
    spends: '{n} sa 15 na Spend',
    completed: 'Tapos na',
    redemptionUntil: 'Redemption hanggang {date}',
    claimReward: 'I-claim ang Reward',
    claimed: 'Na-claim na',
    expired: 'Expired',
    rewardLocked: 'Naka-lock ang Reward',
    confirm: 'Sigurado ka bang gusto mong magpatuloy? Ipapadala ang Bonus eGC sa iyong mobile at/o email address.',
  },
  rewardPick: {
    chooseBonus: 'Piliin ang iyong bonus reward',
    monthDescription: 'gamitin ang card kahit saan nang labinlimang (15) beses bawat promo month',
    installmentQualified: 'Qualified ang installment purchase!',
    extraThreeProgress: '({n} sa 3)',
    completed: 'Tapos na',
    showDetails: 'Ipakita ang detalye',
  },
  redemptionConfirm: {
    question: 'Sigurado ka bang gusto mong magpatuloy?',
    agreement:
      'Sumasang-ayon ako na kapag nagpatuloy ako, ipoproseso ang redemption na ito at hindi na ito mababago o mababawi.',
  },
  faq: {
    fixedQuestion: 'Kailan ako magiging qualified sa spend accumulation?',
    fixedAnswer:
      'Binibilang ang spend ng iyong card mula sa araw na iniregistro mo ang iyong promo code. Hindi qualified ang mga ' +
      'transaksyong ginawa bago ang petsa ng iyong registration. Asahang lalabas ang mga transaksyon 5-7 banking days ' +
      'mula sa petsa ng posting.',
  },
};
