import { CLEAR_TEXT } from '../domain/clear-texts';
import { MONTH_NAMES } from '../domain/dates';
import { textsByPath } from '../domain/i18n/catalogue-check';
import type { Locale } from '../domain/i18n/locales';
import { CATALOGUE_TEXTS, MESSAGE_CATALOGUE, type Message, splitMessage, UI_TEXT } from '../domain/messages';
import { NUDGE_TEXT } from '../domain/nudge-texts';
import { REWARD_TEXT } from '../domain/reward-texts';
import { SIGN_IN_PAUSED_TEXT } from '../domain/sign-in-paused';
import { FIELD_LABELS, VALIDATION_TEXT } from '../domain/validation';
import { AUTH_TEXT } from './features/auth/auth-texts';
import { COOLDOWN_TEXT } from './features/auth/code-cooldown';
import { PWA_TEXT } from './features/pwa/pwa-texts';
import { BONUS_TEXT } from './features/rewards/bonus/bonus-texts';
import { CLAIM_TEXT } from './features/rewards/claim/claim-texts';
import { DASHBOARD_TEXT } from './features/rewards/home/dashboard-texts';
import { PICKER_TEXT } from './features/rewards/picker/reward-picker-texts';
import { WALLET_TEXT } from './features/rewards/wallet/wallet-texts';
import type { FILIPINO_TEXTS } from './filipino-texts';
import { OFFLINE_TEXT } from './lib/offline-texts';
import { SHELL_TEXT } from './ui/shell-texts';

// Decision 0208: switching language rewrites the live text tables in place, and the app redraws from its root:
// every screen reads its texts at render from the tables it always imported, so no screen needs to know there is
// more than one language. English is kept aside at the first switch, and restored from there. Not loaded by the app
// yet (decision 0210: wired with the control, once Filipino is offered); its test and a browser run of the
// pseudo-locale hold it.

type Area = keyof typeof FILIPINO_TEXTS;

/** The tables every cardholder screen reads, by the area of the catalogue that words them; English until a switch. */
export const LIVE_TEXT_TABLES: { readonly [A in Area]: unknown } = {
  messages: CATALOGUE_TEXTS,
  ui: UI_TEXT,
  clear: CLEAR_TEXT,
  rewards: REWARD_TEXT,
  nudges: NUDGE_TEXT,
  validation: VALIDATION_TEXT,
  fields: FIELD_LABELS,
  months: MONTH_NAMES,
  signInPaused: SIGN_IN_PAUSED_TEXT,
  auth: AUTH_TEXT,
  cooldown: COOLDOWN_TEXT,
  pwa: PWA_TEXT,
  shell: SHELL_TEXT,
  offline: OFFLINE_TEXT,
  claim: CLAIM_TEXT,
  wallet: WALLET_TEXT,
  dashboard: DASHBOARD_TEXT,
  picker: PICKER_TEXT,
  bonus: BONUS_TEXT,
};

type Texts = { readonly [A in Area]: unknown };

let english: Texts | null = null;

/** Writes every text of `source` over the same path of `target` (both the same shape: catalogue-check.ts). */
function overwrite(target: unknown, source: unknown): void {
  if (typeof target !== 'object' || target === null || typeof source !== 'object' || source === null) return;
  const writable = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null) overwrite(writable[key], value);
    else writable[key] = value;
  }
}

/**
 * Texts built from the tables before any switch, that the tables alone cannot redo: the forms' messages, composed
 * into the schemas once (validation.ts). Each English one to its text in the locale, for lib/locale.ts's liveText.
 */
function composedTexts(from: Texts, to: Texts): Map<string, string> {
  const [fields, words] = [from.fields as typeof FIELD_LABELS, from.validation as typeof VALIDATION_TEXT];
  const [toFields, toWords] = [to.fields as typeof FIELD_LABELS, to.validation as typeof VALIDATION_TEXT];
  const map = new Map<string, string>();
  for (const key of Object.keys(fields) as (keyof typeof FIELD_LABELS)[]) {
    map.set(words.required.replace('{field}', fields[key]), toWords.required.replace('{field}', toFields[key]));
    map.set(words.invalid.replace('{field}', fields[key]), toWords.invalid.replace('{field}', toFields[key]));
  }
  return map;
}

/** The §8 messages the screens hold (messageFor answers these very objects) take the new texts in place. */
function resplitMessages(): void {
  for (const [path, text] of textsByPath(CATALOGUE_TEXTS)) {
    const [set, id] = path.split('.') as [keyof typeof MESSAGE_CATALOGUE, string];
    const message = (MESSAGE_CATALOGUE[set] as Record<string, Message | undefined>)[id];
    if (message !== undefined) Object.assign(message, splitMessage(text));
  }
}

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aeiouycnsAEIOUYCNS'].map((letter, at) => [letter, [...'áéíöüýçñšÁÉÍÖÜÝÇÑŠ'][at] as string]),
);

/**
 * A text of the pseudo-locale: every letter outside `{placeholders}` accented, and about 40% longer, in words, so
 * a browser test sees where a longer language would clip or overlap (the `pseudo` locale is a test's, never
 * offered).
 */
export function pseudoText(text: string): string {
  let depth = 0;
  let accented = '';
  for (const char of text) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    accented += depth > 0 ? char : (ACCENTED[char] ?? char);
  }
  const extra = Math.ceil(text.length * 0.4);
  const padding = ' ŀöñğéŕ'.repeat(Math.ceil(extra / 7)).slice(0, extra);
  return text.length === 0 ? text : `${accented}${padding}`;
}

function pseudoOf(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value);
  if (Array.isArray(value)) return value.map(pseudoOf);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoOf(inner)]));
  }
  return value;
}

/**
 * Puts `locale`'s texts into the live tables (or the pseudo-locale's, made from English); answers the composed
 * texts to translate at display.
 */
export async function applyLocaleTexts(locale: Locale | 'pseudo'): Promise<ReadonlyMap<string, string>> {
  // Kept before the first change: the English texts, to come back to.
  english ??= structuredClone(LIVE_TEXT_TABLES) as Texts;
  const texts: Texts =
    locale === 'fil-PH'
      ? (await import('./filipino-texts')).FILIPINO_TEXTS
      : locale === 'pseudo'
        ? (pseudoOf(english) as Texts)
        : english;
  for (const area of Object.keys(LIVE_TEXT_TABLES) as Area[]) overwrite(LIVE_TEXT_TABLES[area], texts[area]);
  resplitMessages();
  return locale === 'en-PH' ? new Map() : composedTexts(english, texts);
}
