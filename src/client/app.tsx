import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from './router';

export interface AppProps {
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof createAppRouter>;
}

/**
 * The whole app's tree, one definition for the browser (main.tsx) and the build's prerender
 * (prerender/render-page.tsx): hydration needs the browser's first render to be the very tree the build drew.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
