import './zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './features/pwa/install-prompt';
import { preparePwa } from './features/pwa/prepare-pwa';
import { persistOptions } from './lib/persistence/persist-options';
import { createQueryClient } from './query-client';
import { createAppRouter, loadCurrentRouteCode } from './router';
import './ui/global.css';

// The persisted cache is restored before the first render: the router's loaders read it, so reopened offline
// the dashboard and eGCs draw from it instead of failing to fetch (ARCHITECTURE.md §5).
async function start(): Promise<void> {
  preparePwa();
  const queryClient = createQueryClient();
  const options = { ...persistOptions(), queryClient };
  const router = createAppRouter(queryClient);
  // The page's code downloads while the cache is read from IndexedDB, not after (decision 0136).
  loadCurrentRouteCode(router);
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
  // Resends queued offline (also before a reload) go out once the connection is back.
  void queryClient.resumePausedMutations();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
