import { CLEAR_TEXT } from '../clear-texts';
import { MONTH_NAMES } from '../dates';
import { CATALOGUE_TEXTS, CONTACT_CHANGE_NOTICE, UI_TEXT } from '../messages';
import { NOTIFY_TEXT } from '../notify-texts';
import { NUDGE_TEXT } from '../nudge-texts';
import { REWARD_TEXT } from '../reward-texts';
import { SIGN_IN_PAUSED_TEXT } from '../sign-in-paused';
import { FIELD_LABELS, VALIDATION_TEXT } from '../validation';
import { CLEAR_TEXT_FIL } from './fil-ph/clear-texts';
import { CATALOGUE_TEXTS_FIL, CONTACT_CHANGE_NOTICE_FIL, UI_TEXT_FIL } from './fil-ph/messages';
import { NOTIFY_TEXT_FIL } from './fil-ph/notify-texts';
import { NUDGE_TEXT_FIL } from './fil-ph/nudge-texts';
import { REWARD_TEXT_FIL } from './fil-ph/reward-texts';
import { FIELD_LABELS_FIL, SIGN_IN_PAUSED_TEXT_FIL, VALIDATION_TEXT_FIL } from './fil-ph/validation';
import { MONTH_NAMES_FIL } from './formats';
import type { Locale } from './locales';
import type { Translation } from './translation';

// Decision 0208: one catalogue per locale, in areas. English is the texts where they have always been (the spec's,
// word for word); each other locale's area sits in i18n/<locale>/ beside it. Areas, not one file, because the
// screens load texts by the bundles that need them (decision 0055): a screen never imports this table, which holds
// every locale; the server does, and catalogues.test.ts holds every area whole in every locale.

type ByLocale<T> = { readonly 'en-PH': T } & { readonly [L in Exclude<Locale, 'en-PH'>]: Translation<T> };

const byLocale = <T>(english: T, filipino: Translation<T>): ByLocale<T> => ({ 'en-PH': english, 'fil-PH': filipino });

export const CATALOGUES = {
  /** The §8 status texts by set and id (messages.ts). */
  messages: byLocale(CATALOGUE_TEXTS, CATALOGUE_TEXTS_FIL),
  ui: byLocale(UI_TEXT, UI_TEXT_FIL),
  clear: byLocale(CLEAR_TEXT, CLEAR_TEXT_FIL),
  rewards: byLocale(REWARD_TEXT, REWARD_TEXT_FIL),
  validation: byLocale(VALIDATION_TEXT, VALIDATION_TEXT_FIL),
  fields: byLocale(FIELD_LABELS, FIELD_LABELS_FIL),
  months: byLocale(MONTH_NAMES, MONTH_NAMES_FIL),
  signInPaused: byLocale(SIGN_IN_PAUSED_TEXT, SIGN_IN_PAUSED_TEXT_FIL),
  contactChange: byLocale(CONTACT_CHANGE_NOTICE, CONTACT_CHANGE_NOTICE_FIL),
  nudges: byLocale(NUDGE_TEXT, NUDGE_TEXT_FIL),
  notify: byLocale(NOTIFY_TEXT, NOTIFY_TEXT_FIL),
} as const;

export type CatalogueArea = keyof typeof CATALOGUES;

/** An area's texts in `locale`, typed as the English ones are (with plain strings). */
export function textsIn<A extends CatalogueArea>(
  area: A,
  locale: Locale,
): Translation<(typeof CATALOGUES)[A]['en-PH']> {
  return CATALOGUES[area][locale] as Translation<(typeof CATALOGUES)[A]['en-PH']>;
}
