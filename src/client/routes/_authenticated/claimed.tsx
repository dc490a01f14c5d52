import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NudgeAsk } from '../../features/pwa/nudges/nudge-ask';
import { creditsQueryOptions, ordersQueryOptions } from '../../features/rewards/api/cardholder-queries';
import { ClaimedPage } from '../../features/rewards/claim/claimed-page';
import { pageConfigQueryOptions } from '../../page-config/page-config-query';
import { usePageConfig } from '../../page-config/use-page-config';

// spec §2 /claimed: "'eGC Claimed' page with Go Back to home"; the default layout's credits box (spec §2).
// Decision 0204: after a claim, the ask to be told when the eGCs are ready and before they expire.
function ClaimedRoute() {
  const { config } = usePageConfig();
  const navigate = useNavigate();
  return <ClaimedPage config={config} onRedeem={(search) => navigate({ to: '/claim', search })} aside={<NudgeAsk />} />;
}

export const Route = createFileRoute('/_authenticated/claimed')({
  loader: async ({ context: { queryClient } }) => {
    const { campaignID } = await queryClient.ensureQueryData(pageConfigQueryOptions());
    await Promise.all([
      queryClient.ensureQueryData(creditsQueryOptions(campaignID)),
      queryClient.ensureQueryData(ordersQueryOptions(campaignID)),
    ]);
  },
  component: ClaimedRoute,
});
