import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AUTH_TEXT } from '../../features/auth/auth-texts';
import { LogOutButton } from '../../features/auth/log-out-button';
import { campaignSummaryQueryOptions } from '../../features/campaign/campaign-summary-query';
import { pageConfigQueryOptions } from '../../features/campaign/page-config-query';
import { usePageConfig } from '../../features/campaign/use-page-config';

// spec §2 / (home). Issue 4 brings the dashboard; until then home names the campaign and the signed-in code,
// and holds the Log out button ("on home only").
function Home() {
  const { config } = usePageConfig();
  const { data: campaign } = useSuspenseQuery(campaignSummaryQueryOptions(config.campaignID));
  return (
    <section className="page-card" aria-labelledby="home-title">
      <h1 id="home-title">{campaign.name}</h1>
      <p>
        {AUTH_TEXT.home.promoCode}: <strong>{config.code}</strong>
      </p>
      <LogOutButton />
    </section>
  );
}

export const Route = createFileRoute('/_authenticated/')({
  loader: async ({ context: { queryClient } }) => {
    const config = await queryClient.ensureQueryData(pageConfigQueryOptions());
    await queryClient.ensureQueryData(campaignSummaryQueryOptions(config.campaignID));
  },
  component: Home,
});
