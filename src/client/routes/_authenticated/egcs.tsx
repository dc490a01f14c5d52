import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { walletSections } from '../../../domain/egcs';
import { NudgeAsk } from '../../features/pwa/nudges/nudge-ask';
import { NudgeSettingsButton } from '../../features/pwa/nudges/nudge-settings';
import { useAppBadge } from '../../features/pwa/nudges/use-app-badge';
import { prefetchDashboardData } from '../../features/rewards/home/use-dashboard-data';
import { egcsQueryOptions } from '../../features/rewards/wallet/egcs-query';
import { WalletPage } from '../../features/rewards/wallet/wallet-page';
import { pageConfigQueryOptions } from '../../page-config/page-config-query';
import { usePageConfig } from '../../page-config/use-page-config';

// My eGCs (decision 0080): every eGC of the cardholder; `order` (from a Redemptions row) shows one redemption's.
// The app shortcut "My eGCs" opens it (pwa-manifest.ts). Its code and bwip-js load only here.
const EgcsSearchSchema = z.object({ order: z.catch(z.optional(z.int().check(z.positive())), undefined) });

/** Decision 0206: the app badge counts the eGCs ready to use, whenever My eGCs has them. */
function useReadyEgcsBadge(campaignId: number, timeZone: string, serverOffsetMs: number) {
  const { data } = useQuery(egcsQueryOptions(campaignId));
  const egcs = data?.kind === 'success' ? data.data : null;
  useAppBadge(
    egcs === null ? null : walletSections(egcs, new Date(Date.now() + serverOffsetMs), timeZone).active.length,
  );
}

function EgcsRoute() {
  const { config, serverOffsetMs } = usePageConfig();
  const { order } = Route.useSearch();
  useReadyEgcsBadge(config.campaignID, config.timeZone, serverOffsetMs);
  // Issue 30 (decisions 0203, 0204): the notification settings, and the ask until it is answered.
  const aside = (
    <div className="wallet__nudges">
      <NudgeSettingsButton />
      <NudgeAsk />
    </div>
  );
  return <WalletPage config={config} serverOffsetMs={serverOffsetMs} orderID={order} aside={aside} />;
}

export const Route = createFileRoute('/_authenticated/egcs')({
  validateSearch: EgcsSearchSchema,
  // The eGCs kept on the device draw at once (offline too); the fetch refreshes them when it can. Their states are
  // the promo state's (decision 0160), worked out with home's four reads, kept on the device beside them.
  loader: async ({ context: { queryClient } }) => {
    const { campaignID } = await queryClient.ensureQueryData(pageConfigQueryOptions());
    void queryClient.prefetchQuery(egcsQueryOptions(campaignID));
    prefetchDashboardData(queryClient, campaignID);
  },
  component: EgcsRoute,
});
