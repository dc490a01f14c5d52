import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../../lib/use-network-action';
import { cardholderKeys } from '../../query-keys';
import { PWA_TEXT } from './pwa-texts';
import './pwa.css';

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
function lastSyncedAt(updatedAts: readonly number[]): number | null {
  const newest = Math.max(0, ...updatedAts);
  return newest > 0 ? newest : null;
}

/** Offline, the screens draw from the persisted cache; this says so, and how old that data is (docs/product §10). */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const synced = lastSyncedAt(
    queryClient
      .getQueryCache()
      .findAll({ queryKey: cardholderKeys.all })
      .map((query) => query.state.dataUpdatedAt),
  );
  return (
    <div className="offline-banner" role="status">
      <strong>{PWA_TEXT.offline}</strong>{' '}
      {synced === null ? (
        PWA_TEXT.noSyncYet
      ) : (
        <span>
          {PWA_TEXT.lastSync(new Date(synced).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' }))}{' '}
          <span className="offline-banner__age">({ageText(synced, Date.now())})</span>
        </span>
      )}
    </div>
  );
}
