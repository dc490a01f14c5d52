import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { nudgeSettingsCall } from '../../../../contract/nudges';
import { callApi } from '../../../lib/api';
import { cardholderKeys } from '../../../query-keys';
import { type PushState, readPushState } from './push-browser';

// The cardholder's nudge settings (decisions 0203, 0204) and this browser's push state, read together by
// the ask and the settings sheet.

/**
 * Under the cardholder's reads, so it is dropped with them at logout. Kept here, not in query-keys.ts: the shell
 * needs it on no first view (decision 0135's home budget).
 */
const NUDGE_SETTINGS_KEY = [...cardholderKeys.all, 'nudges'] as const;

const nudgeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: NUDGE_SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(nudgeSettingsCall, { signal }),
  });

export function useNudgeSettings() {
  const queryClient = useQueryClient();
  const query = useQuery(nudgeSettingsQueryOptions());
  const settings = query.data?.kind === 'success' ? query.data.data : null;
  return {
    settings,
    refresh: () => queryClient.invalidateQueries({ queryKey: NUDGE_SETTINGS_KEY }),
  };
}

/** This browser's push state; null while it is read. `reread` after turning pushes on or off. */
export function usePushState(): { readonly state: PushState | null; reread(): void } {
  const [state, setState] = useState<PushState | null>(null);
  const reread = useCallback(() => {
    void readPushState().then(setState);
  }, []);
  useEffect(reread, [reread]);
  return { state, reread };
}
