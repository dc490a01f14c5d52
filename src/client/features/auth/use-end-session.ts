import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { forgetCardholder } from '../../lib/persistence/forget-cardholder';
import { sessionExpiry } from '../../lib/session-expiry';

/**
 * spec §4: "Logout with id 0 resets app and user state." Logout, the redemption period's end and an expired
 * session all end here: the cached data (another user's, perhaps) is dropped and the user goes to /login,
 * with `redirect` set when they should come back to where they were. The persisted cache goes with it.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (options: { readonly redirect?: string } = {}) => {
      sessionExpiry.clear();
      // Memory first, then IndexedDB: the next person on this device sees nothing of the last (decision 0063).
      await forgetCardholder(queryClient);
      await navigate({ to: '/login', search: { redirect: options.redirect } });
    },
    [queryClient, navigate],
  );
}
