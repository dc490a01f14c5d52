import { createFileRoute } from '@tanstack/react-router';
import { CheckPage } from '../features/auth/check-page';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePrerenderedPageConfig } from '../page-config/use-page-config';

function CheckRoute() {
  const view = usePrerenderedPageConfig();
  return <CheckPage campaignId={view?.config.campaignID ?? null} />;
}

export const Route = createFileRoute('/check')({
  loader: async ({ context }) => {
    if (!context.prerendering) await context.queryClient.ensureQueryData(pageConfigQueryOptions());
  },
  component: CheckRoute,
});
