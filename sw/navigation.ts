import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// Navigations are answered with the precached shell, so the installed app opens with no signal and deep links
// such as /bonusclaim render. Never for the API, the dev outbox page or the health check: those are the server's.
const SHELL_DENYLIST = [/^\/api\//, /^\/dev\//, /^\/healthz$/];

export function answerNavigationsWithShell(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SHELL_DENYLIST }));
}
