// Decision 0209: English (the spec's texts) and Filipino. A locale is the language a cardholder reads and is sent
// messages in; the campaign's time zone stays the campaign's whatever the language (src/domain/dates.ts).

export const LOCALES = ['en-PH', 'fil-PH'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-PH';

/**
 * Decision 0210: Filipino is offered only once every cardholder text has its Filipino entry, so no screen is ever
 * half translated. Until then the language control is hidden and the phone's language is not read.
 */
export const FILIPINO_OFFERED = false;

/** The locale a phone's language list asks for: its first language Filipino ('fil' or 'tl') reads Filipino. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase().split(/[-_]/)[0];
  return first === 'fil' || first === 'tl' ? 'fil-PH' : DEFAULT_LOCALE;
}

/** A stored value read back: a locale this build knows, else null (an old or foreign value is ignored). */
export function parseLocale(value: unknown): Locale | null {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : null;
}

/** The locale actually shown: Filipino falls back to English while it is not offered (decision 0210). */
export function offeredLocale(locale: Locale, filipinoOffered: boolean = FILIPINO_OFFERED): Locale {
  return locale === 'fil-PH' && !filipinoOffered ? DEFAULT_LOCALE : locale;
}

/**
 * The device's first choice: its kept choice if any, else its phone's language; then what is offered. The same
 * rule for the first paint, the app and the tests.
 */
export function chooseLocale(
  kept: unknown,
  languages: readonly string[],
  filipinoOffered: boolean = FILIPINO_OFFERED,
): Locale {
  if (!filipinoOffered) return DEFAULT_LOCALE;
  return offeredLocale(parseLocale(kept) ?? localeFromLanguages(languages), filipinoOffered);
}
