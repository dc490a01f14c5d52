import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginPage } from '../features/auth/login-page';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePrerenderedPageConfig } from '../page-config/use-page-config';

// zod/mini: search schemas land in the entry chunk (docs/architecture.md §3). A malformed param is dropped, not an error.
const LoginSearchSchema = z.object({ redirect: z.catch(z.optional(z.string()), undefined) });

function LoginRoute() {
  const view = usePrerenderedPageConfig();
  const { redirect } = Route.useSearch();
  return (
    <LoginPage
      campaignId={view?.config.campaignID ?? null}
      redemption={view?.config.settings.schedules.redemption ?? null}
      serverOffsetMs={view?.serverOffsetMs ?? 0}
      redirect={redirect}
    />
  );
}

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  // As /register: "a logged-in user is sent to /" (spec §2), so Back after signing in does not show the form.
  beforeLoad: async ({ context }) => {
    if (context.prerendering) return;
    const config = await context.queryClient.ensureQueryData(pageConfigQueryOptions());
    if (config.isAuthenticated) throw redirect({ to: '/', replace: true });
  },
  component: LoginRoute,
});
