import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register-page';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePrerenderedPageConfig } from '../page-config/use-page-config';

function RegisterRoute() {
  const view = usePrerenderedPageConfig();
  // Register this code (decision 0165) brings the code in history state (history-state.ts).
  const promoCode = useLocation({ select: (location) => location.state.promoCode ?? '' });
  return (
    <RegisterPage
      campaignId={view?.config.campaignID ?? null}
      promoCode={promoCode}
      registration={view?.config.settings.schedules.registration ?? null}
      serverOffsetMs={view?.serverOffsetMs ?? 0}
    />
  );
}

export const Route = createFileRoute('/register')({
  beforeLoad: async ({ context }) => {
    if (context.prerendering) return;
    const config = await context.queryClient.ensureQueryData(pageConfigQueryOptions());
    // spec §2: "a logged-in user is sent to /".
    if (config.isAuthenticated) throw redirect({ to: '/' });
  },
  component: RegisterRoute,
});
