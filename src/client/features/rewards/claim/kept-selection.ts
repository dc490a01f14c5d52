import type { Centavos } from '../../../../domain/money';
import type { Selection } from '../../../../domain/picker';
import { cacheOwner } from '../../../lib/persistence/cache-owner';

// Decision 0168: the eGCs picked on /claim are kept in the tab's sessionStorage until the claim is made, so a
// reload (or a phone reloading a page it put to sleep) does not lose them. Keyed by who is signed in on the device
// and by the amount: another person in the tab, or another amount, starts afresh. Only reward ids and quantities,
// read back through the picker's own rules (use-claim-selection.ts); a stored value that is not that is ignored.

const PREFIX = 'claim-selection';

export const keptSelectionKey = (campaignId: number, balance: Centavos): string =>
  `${PREFIX}:${cacheOwner()}:${campaignId}:${balance}`;

const isEntry = (entry: unknown): entry is [number, number] =>
  Array.isArray(entry) && entry.length === 2 && entry.every((value) => Number.isSafeInteger(value) && value > 0);

/** The picks kept under `key`, as [reward id, quantity] pairs; none when nothing (valid) is kept. */
export function readKeptSelection(key: string): readonly (readonly [number, number])[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function keepSelection(key: string, selection: Selection): void {
  try {
    if (selection.size === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify([...selection]));
  } catch {
    // Storage refused (private mode, quota): the picks live as long as the page, as before.
  }
}
