import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ResendVariables } from './features/rewards/api/redeem-mutations';
import { adoptCardholder } from './lib/persistence/forget-cardholder';
import { flagIfSessionProblemResult } from './lib/session-expiry';
import { cardholderKeys, mutationKeys, pageConfigKeys } from './query-keys';

// spec §4: a data call answering 1 or -1 opens the session-expired dialog, wherever it was made. Queries are
// checked always; a mutation opts in with `meta: { sessionCheck: true }` (redeem, resend), since a sign-in
// call's 1 means something else.
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data, query) => {
        flagIfSessionProblemResult(data);
        // The page config names the signed-in cardholder: the persisted cache is theirs (docs/architecture.md §5).
        const config = data as { isAuthenticated?: boolean; code?: string | null };
        if (query.queryKey[0] === pageConfigKeys.all[0] && config.isAuthenticated && config.code) {
          adoptCardholder(queryClient, config.code);
        }
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        if (mutation.meta?.sessionCheck === true) flagIfSessionProblemResult(data);
      },
    }),
    defaultOptions: {
      // gcTime must be at least the persisted cache's maxAge, or restored data would be collected. Infinity, not
      // the 90 days themselves: a timer longer than 2^31-1 ms fires at once, which collected every query.
      queries: { retry: 1, refetchOnWindowFocus: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  // A resend queued offline is a paused mutation persisted with its variables (idempotency key included); after a
  // reload only these defaults know how to send it (TanStack Query's offline example). The call itself loads when
  // a resend is sent, not with the shell.
  queryClient.setMutationDefaults(mutationKeys.resend, {
    mutationFn: async (variables: ResendVariables) =>
      (await import('./features/rewards/api/redeem-mutations')).resend(variables),
    meta: { sessionCheck: true },
    retry: 2,
    // A resend queued offline may finish while no screen watches it: the orders still learn it was resent.
    onSuccess: (_result, variables) =>
      queryClient.invalidateQueries({ queryKey: cardholderKeys.orders(variables.campaignId) }),
  });
  return queryClient;
}
