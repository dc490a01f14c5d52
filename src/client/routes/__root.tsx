import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { fillTemplate, UI_TEXT } from '../../domain/messages';
import { RedemptionEndLogout } from '../features/auth/redemption-end-logout';
import { SessionExpiredOverlay } from '../features/auth/session-expired-overlay';
import { useEndSession } from '../features/auth/use-end-session';
import { DeferredUpdatePrompt } from '../features/pwa/deferred-update-prompt';
import { OfflineBanner } from '../features/pwa/offline-banner';
import { useDocumentTitle } from '../lib/use-document-title';
import { useIsHydrating } from '../lib/use-hydrating';
import { useOptionalPageConfig } from '../page-config/use-page-config';
import { AppShell } from '../ui/app-shell';
import { SHELL_TEXT } from '../ui/shell-texts';

// The footer's Install and About load after the first paint (/login's budget, decision 0057); the install
// prompt itself is caught from the start (main.tsx), so a late button misses nothing.
const FooterExtras = lazy(async () => ({ default: (await import('../features/pwa/footer-extras')).FooterExtras }));

function NotFound() {
  // spec §2: any other path shows 'Error 404 Page Not Found' with a Back to Register link.
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">{UI_TEXT.notFound.code}</p>
      <h1 id="not-found-title">{UI_TEXT.notFound.title}</h1>
      <Link to="/register">{UI_TEXT.notFound.backLink}</Link>
    </section>
  );
}

/** Decision 0227: the cardholder screen's tab title from its path; null on the admin side, whose screens set theirs. */
function cardholderTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin-dashboard')) return null;
  const screen = SHELL_TEXT.screens[path] ?? SHELL_TEXT.notFound;
  return fillTemplate(SHELL_TEXT.pageTitle, { screen });
}

function RootLayout() {
  const hydrating = useIsHydrating();
  const loaded = useOptionalPageConfig();
  // A prerendered page first draws as the build did: no config, no footer extras (use-hydrating.ts).
  const view = hydrating ? null : loaded;
  const endSession = useEndSession();
  const { href, pathname } = useLocation();
  useDocumentTitle(cardholderTitle(pathname));
  const redemption = view?.config.settings.schedules.redemption;
  return (
    <AppShell
      notices={
        <>
          <OfflineBanner />
          <DeferredUpdatePrompt />
        </>
      }
      footerExtras={
        hydrating ? null : (
          <Suspense fallback={null}>
            <FooterExtras />
          </Suspense>
        )
      }
      headerExtras={
        view?.config.isAuthenticated && redemption ? (
          <RedemptionEndLogout endDateTime={redemption.endDateTime} serverOffsetMs={view.serverOffsetMs} />
        ) : null
      }
    >
      <Outlet />
      {/* spec §4: a data call answering 1 or -1 opens it; after login the user comes back here. */}
      <SessionExpiredOverlay onGoToLogin={() => endSession({ redirect: href })} />
    </AppShell>
  );
}

// `prerendering`: the build drawing /login, /register, /check or the 404 page to HTML (router.tsx); guards let it
// through. Written inline: the route tree's declarations must be able to name it.
export const Route = createRootRouteWithContext<{ queryClient: QueryClient; prerendering: boolean }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
