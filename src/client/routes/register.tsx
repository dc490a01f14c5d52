import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register-page';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePageConfig } from '../page-config/use-page-config';

function RegisterRoute() {
  const { config, serverOffsetMs } = usePageConfig();
  // Register this code (decision 0165) brings the code in history state (history-state.ts).
  const promoCode = useLocation({ select: (location) => location.state.promoCode ?? '' });
  return (
    <RegisterPage
      campaignId={config.campaignID}
      promoCode={promoCode}
      registration={config.settings.schedules.registration}
      serverOffsetMs={serverOffsetMs}
    />
  );
}

export const Route = createFileRoute('/register')({
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.ensureQueryData(pageConfigQueryOptions());
    // spec §2: "a logged-in user is sent to /".
    if (config.isAuthenticated) throw redirect({ to: '/' });
  },
  component: RegisterRoute,
});
