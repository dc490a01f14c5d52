import { createFileRoute, redirect } from '@tanstack/react-router';
import { autoLogin } from '../features/auth/api/auto-login';
import { pageConfigQueryOptions } from '../page-config/page-config-query';

// spec §2 routing rules: "An unauthenticated user on a guarded route goes to /login with a redirect query
// holding the full path wanted." Logged in means the page config says authenticated (decision: the session
// is an HttpOnly cookie the server reports through the config; a code kept in the browser proves nothing).
// "On entry to home with a code, if login is required it auto-logs in" (decision 0041): `/?code=` carries a
// single-use signed link token; the home route drops it from the address once signed in.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    let config = await context.queryClient.ensureQueryData(pageConfigQueryOptions());
    const code = location.pathname === '/' ? (location.search as { code?: unknown }).code : undefined;
    if (!config.isAuthenticated && typeof code === 'string' && (await autoLogin(config.campaignID, code))) {
      config = await context.queryClient.fetchQuery({ ...pageConfigQueryOptions(), staleTime: 0 });
    }
    if (!config.isAuthenticated) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
});
