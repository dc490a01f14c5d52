import { useSyncExternalStore } from 'react';
import { chooseLocale, DEFAULT_LOCALE, type Locale, parseLocale } from '../../domain/i18n/locales';

// Decision 0209: the language the cardholder reads. The phone's language decides at first (once Filipino is
// offered, decision 0210); a choice made with the language control is kept on the device and, signed in, on the
// server (language-switch.ts). Switching the screens' texts is locale-texts.ts's, wired with the control.

const KEPT_KEY = 'promo-locale';

/** <html lang>: the language alone, as the page has always said ('en'). */
const HTML_LANG: Readonly<Record<Locale, string>> = { 'en-PH': 'en', 'fil-PH': 'fil' };

function keptChoice(): string | null {
  try {
    return localStorage.getItem(KEPT_KEY);
  } catch {
    // Storage refused (a private window's quota, a blocked site): the phone's language decides each visit.
    return null;
  }
}

/** The locale chosen on this device with the control, if one was. */
export const keptLocale = (): Locale | null => parseLocale(keptChoice());

let current: Locale | null = null;
const listeners = new Set<() => void>();

/** The locale shown now; first read from the kept choice and the phone's languages (chooseLocale). */
export function currentLocale(): Locale {
  current ??= chooseLocale(keptChoice(), typeof navigator === 'undefined' ? [] : navigator.languages);
  return current;
}

/** The locale to draw in; a prerendered page is drawn in English (the build's). */
export function useLocale(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentLocale,
    () => DEFAULT_LOCALE,
  );
}

/** A switch: kept on the device, said by <html lang>, and every reader of useLocale() redrawn. */
export function switchLocale(locale: Locale): void {
  current = locale;
  try {
    localStorage.setItem(KEPT_KEY, locale);
  } catch {
    // Not kept on this device: this visit still reads it.
  }
  document.documentElement.lang = HTML_LANG[locale];
  for (const listener of listeners) listener();
}
