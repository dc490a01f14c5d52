import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// Navigations are answered with the precached shell, so the installed app opens with no signal and deep links
// such as /bonusclaim render. Never for the API, the dev outbox page or the health check: those are the server's.
const SHELL_DENYLIST = [/^\/api\//, /^\/dev\//, /^\/healthz$/];

// Decision 0190: the pages the build draws (scripts/prerender-pages.ts) answer their own addresses, so they show
// before the app's JavaScript runs here too. A signed-in visitor's /login is sent home by the app, as from the
// server.
const PRERENDERED = ['login', 'register', 'check'];

export function answerNavigationsWithShell(): void {
  for (const page of PRERENDERED) {
    registerRoute(
      new NavigationRoute(createHandlerBoundToURL(`/prerendered/${page}.html`), {
        allowlist: [new RegExp(`^/${page}/?$`)],
      }),
    );
  }
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SHELL_DENYLIST }));
}
