import { createFileRoute } from '@tanstack/react-router';
import { CheckPage } from '../features/auth/check-page';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePageConfig } from '../page-config/use-page-config';

function CheckRoute() {
  const { config } = usePageConfig();
  return <CheckPage campaignId={config.campaignID} />;
}

export const Route = createFileRoute('/check')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageConfigQueryOptions()),
  component: CheckRoute,
});
