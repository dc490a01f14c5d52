import { PWA_TEXT } from './pwa-texts';

// The offline banner's words (docs/product §10), apart from React: the banner draws them, and so does the script
// that paints home from the device before the app has loaded (paint-home-snapshot.ts), which must stay small.

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '5 minutes ago', '2 hours ago', 'yesterday': how old the cached data is, in the largest whole unit. */
export function ageText(thenMs: number, nowMs: number): string {
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return RELATIVE.format(seconds, 'second');
}

/** When the cardholder's data was last fetched: the newest successful answer among the cached queries. */
export function lastSyncedAt(updatedAts: readonly number[]): number | null {
  const newest = Math.max(0, ...updatedAts);
  return newest > 0 ? newest : null;
}

/**
 * The banner's words after 'You are offline.': when the data is from, and how old. Also drawn, as the same HTML,
 * by the script that paints home from the device before the app has loaded (paint-home-snapshot.ts).
 */
export function offlineBannerWords(synced: number | null, nowMs: number): { line: string; age: string | null } {
  if (synced === null) return { line: PWA_TEXT.noSyncYet, age: null };
  const time = new Date(synced).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' });
  return { line: PWA_TEXT.lastSync.replace('{time}', time), age: ageText(synced, nowMs) };
}
