import type { CLEAR_TEXT } from '../../clear-texts';
import type { Translation } from '../translation';

// clear-texts.ts in Filipino (decision 0211), title and body split at ': ' as the English ones are.
export const CLEAR_TEXT_FIL: Translation<typeof CLEAR_TEXT> = {
  codeExpired: 'Nag-expire na ang code na ito: Humingi ng bago.',
  notYetRegistered:
    'Hindi pa Rehistrado: Hindi pa nakarehistro ang promo code na ito. Iparehistro muna ito, saka mag-log in.',
  noAnswer: 'Hindi namin maabot ang server. Tingnan ang iyong koneksyon at subukang muli.',
};
