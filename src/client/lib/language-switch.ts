import { saveLanguageCall } from '../../contract/language';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { callApi } from './api';
import { currentLocale, keptLocale, switchLocale } from './locale';

// Decision 0209: a choice of language reaches the server for a signed-in cardholder, so SMS and e-mail come in it.
// Apart from locale.ts: only the control and the sign-in load it, after the first views (their budgets).

/** Keeps the signed-in cardholder's choice on the server; signed out (401) or offline, the device's stands. */
async function saveOnServer(locale: Locale): Promise<void> {
  await callApi(saveLanguageCall, { body: { locale } }).catch(() => undefined);
}

/** The language control's switch: at once, on the device, and on the server when signed in. */
export async function chooseLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  switchLocale(locale);
  if (signedIn) await saveOnServer(locale);
}

/**
 * After sign-in: the language the screens were read in becomes the cardholder's on the server, when it was chosen
 * on this device (on /login) or is not the default: the phone's Filipino too. English never chosen sends nothing.
 */
export function saveKeptLanguage(): Promise<void> {
  const locale = currentLocale();
  return keptLocale() === null && locale === DEFAULT_LOCALE ? Promise.resolve() : saveOnServer(locale);
}
