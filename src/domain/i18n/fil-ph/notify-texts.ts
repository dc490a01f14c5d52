import type { NOTIFY_TEXT } from '../../notify-texts';
import type { Translation } from '../translation';

// notify-texts.ts in Filipino (decision 0211): as a Filipino bank's app writes to its cardholders, keeping eGC,
// promo code, OTP and REF as they are.
export const NOTIFY_TEXT_FIL: Translation<typeof NOTIFY_TEXT> = {
  otp: {
    text: 'Ang iyong Spend Promo verification code ay {code}. Mag-e-expire ito sa loob ng {minutes, plural, one {# minuto} other {# minuto}}. Huwag itong ibigay kaninuman.',
    emailSubject: 'Ang iyong Spend Promo verification code',
    emailFooter: 'Kung hindi ikaw ang humingi ng code na ito, huwag mo nang pansinin ang e-mail na ito.',
  },
  guessBudget: {
    subject: 'Spend Promo: masyadong maraming maling sign-in code',
    text: 'Spend Promo: may naglagay ng masyadong maraming maling verification code para sa iyong promo code, kaya hindi muna magpapadala ng sign-in code sa mga bagong phone at computer hanggang {time}. Ligtas ang iyong mga reward. Makakapag-log in ka pa rin sa phone o computer na ginamit mo na dati. Huwag ibigay kaninuman ang iyong mga code.',
    emailFooter:
      'Kung hindi ikaw ito, maaaring may ibang nakakaalam ng iyong promo code: hindi sila makakapag-log in nang walang code na ipinadala sa iyo.',
  },
  egcs: {
    line: '{merchant} {value} eGC: {code}',
    validity: 'Magagamit hanggang {date}. REF {ref}.',
    subject: 'Ang iyong mga eGC, REF {ref}',
    subjectResent: 'Ang iyong mga eGC (ipinadala muli), REF {ref}',
  },
  registrationConfirmed: {
    subject: 'Kumpirmado na ang iyong promo registration',
    confirmed: 'Kumpirmado na ang iyong pagpaparehistro sa promo.',
    signIn: 'Mag-sign in para makita ang iyong spend at mga reward: {link}',
    linkOnce:
      'Isang beses lang gagana ang link, sa loob ng 24 oras; pagkatapos nito, mag-sign in gamit ang iyong promo code.',
  },
};
