import './zod-jitless';
import { onlineManager } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './features/pwa/install-prompt';
import { preparePwa } from './features/pwa/prepare-pwa';
import { persistOptions } from './lib/persistence/persist-options';
import { createQueryClient } from './query-client';
import { createAppRouter, loadCurrentRouteCode, prepareHydration } from './router';
import './ui/global.css';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Whether the router, its guards run, shows the page the build drew (scripts/prerender-pages.ts writes which one into
 * #root's data-prerendered): a signed-in visitor on /login has been sent home instead, and gets a fresh page.
 */
function showsPrerenderedPage(router: AppRouter, prerendered: string): boolean {
  const { pathname } = router.state.location;
  return prerendered === '/404' ? router.getMatchedRoutes(pathname)[2] === undefined : pathname === prerendered;
}

// The persisted cache is restored before the first render: the router's loaders read it, so reopened offline
// the dashboard and eGCs draw from it instead of failing to fetch (docs/architecture.md §5).
async function start(): Promise<void> {
  preparePwa();
  // Query assumes online until an 'offline' event: reopened offline, the first drawing was the online one, then
  // the offline one moved the page (Claim off, its reason shown). Start from what the browser knows.
  onlineManager.setOnline(navigator.onLine);
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
  const app = <App queryClient={queryClient} router={router} />;
  const prerendered = root.dataset.prerendered;
  if (prerendered !== undefined) {
    // Decision 0190: the build drew this page; React takes over its HTML (and what was typed into it) once the
    // router has the same page loaded, rather than drawing it again.
    await router.load();
    if (showsPrerenderedPage(router, prerendered)) {
      prepareHydration(router);
      hydrateRoot(root, app);
      return;
    }
    root.replaceChildren();
  }
  // Home painted from the device (paint-home-snapshot.ts): the app's first drawing replaces it once the route has
  // loaded from the persisted cache, so the page never goes blank or to the loading state in between.
  if ('snapshot' in root.dataset) await router.load();
  // From here the painter leaves the page alone, should it arrive late.
  root.dataset.app = '';
  const reactRoot = createRoot(root);
  // Over a painted home the first drawing is a transition: React draws it in slices and yields to the browser
  // between them, so the page the cardholder already sees stays responsive (the painted page stays until the one
  // commit that replaces it). Without one, the first render is a single long task.
  if ('snapshot' in root.dataset) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

void start();
