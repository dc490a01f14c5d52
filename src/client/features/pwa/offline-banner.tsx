import { useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNowStrict } from 'date-fns';
import { PWA_TEXT } from './pwa-texts';
import { useOnline } from './use-online';

/** When the cardholder's data was last fetched: the newest successful answer among the cached queries. */
function lastSyncedAt(updatedAts: readonly number[]): number | null {
  const newest = Math.max(0, ...updatedAts);
  return newest > 0 ? newest : null;
}

/** Offline, the screens draw from the persisted cache; this says so, and how old that data is (issue 6). */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const synced = lastSyncedAt(
    queryClient
      .getQueryCache()
      .findAll({ queryKey: ['cardholder'] })
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
          <span className="offline-banner__age">({formatDistanceToNowStrict(synced, { addSuffix: true })})</span>
        </span>
      )}
    </div>
  );
}
