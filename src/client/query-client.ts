import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { flagIfSessionProblemResult } from './lib/session-expiry';

// spec §4: a data call answering 1 or -1 opens the session-expired dialog, wherever it was made. Queries are
// checked always; a mutation opts in with `meta: { sessionCheck: true }` (redeem, resend), since a sign-in
// call's 1 means something else.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onSuccess: flagIfSessionProblemResult }),
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        if (mutation.meta?.sessionCheck === true) flagIfSessionProblemResult(data);
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 1000 * 60 * 60 * 24 },
    },
  });
}
