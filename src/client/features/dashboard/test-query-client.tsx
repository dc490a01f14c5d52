import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { resendMutationKey } from '../../data/mutation-keys';
import { createQueryClient } from '../../query-client';

/** The app's query client (session-expiry checks, resend defaults) without retries, and its provider. */
export function testQueryClient(): {
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
} {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } });
  // setMutationDefaults replaces a key's defaults: keep the app's (the mutationFn a restored resend needs).
  queryClient.setMutationDefaults(resendMutationKey, {
    ...queryClient.getMutationDefaults(resendMutationKey),
    retry: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}
