import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../../lib/use-network-action';
import { cardholderKeys } from '../../query-keys';
import { lastSyncedAt, offlineBannerWords } from './offline-words';
import { PWA_TEXT } from './pwa-texts';
import './pwa.css';

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
  const words = offlineBannerWords(synced, Date.now());
  return (
    <div className="offline-banner" role="status">
      <strong>{PWA_TEXT.offline}</strong>{' '}
      {words.age === null ? (
        words.line
      ) : (
        <span>
          {words.line} <span className="offline-banner__age">({words.age})</span>
        </span>
      )}
    </div>
  );
}
