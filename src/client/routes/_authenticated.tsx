import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageConfigQueryOptions } from '../features/campaign/page-config-query';

// spec §2 routing rules: "An unauthenticated user on a guarded route goes to /login with a redirect query
// holding the full path wanted." Logged in means the page config says authenticated (decision: the session
// is an HttpOnly cookie the server reports through the config; a code kept in the browser proves nothing).
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const config = await context.queryClient.ensureQueryData(pageConfigQueryOptions());
    if (!config.isAuthenticated) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
});
