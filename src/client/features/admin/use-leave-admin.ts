import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * spec §4: "An admin logout returns to the admin page." Logout and an ended admin session both end here: the
 * cached cardholder data an admin looked at is dropped, and the page config is read again without the session.
 */
export function useLeaveAdmin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    queryClient.clear();
    await navigate({ to: '/admin' });
  }, [queryClient, navigate]);
}
