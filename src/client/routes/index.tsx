import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageConfigQueryOptions } from '../features/campaign/page-config-query';

// Issue 2 shell: proves the client reads the campaign from the API. Issue 4 replaces it with the dashboard.
function Home() {
  const { data: config } = useSuspenseQuery(pageConfigQueryOptions());
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Spend Promo Rewards</h1>
      <p>
        Campaign {config.campaignID} · redemption until{' '}
        <time dateTime={config.settings.schedules.redemption.endDateTime}>
          {new Date(config.settings.schedules.redemption.endDateTime).toLocaleDateString('en-PH', {
            timeZone: config.timeZone,
          })}
        </time>
      </p>
    </section>
  );
}

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageConfigQueryOptions()),
  component: Home,
});
