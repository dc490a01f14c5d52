import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import type { PageConfig } from '../../../contract/config';
import { NudgeAsk } from '../../features/pwa/nudges/nudge-ask';
import { NudgeSettingsButton } from '../../features/pwa/nudges/nudge-settings';
import { useAppBadge } from '../../features/pwa/nudges/use-app-badge';
import { prefetchDashboardData } from '../../features/rewards/home/use-dashboard-data';
import { egcsQueryOptions } from '../../features/rewards/wallet/egcs-query';
import { useWallet } from '../../features/rewards/wallet/use-wallet';
import { WalletPage } from '../../features/rewards/wallet/wallet-page';
import { pageConfigQueryOptions } from '../../page-config/page-config-query';
import { usePageConfig } from '../../page-config/use-page-config';

// My eGCs (decision 0080): every eGC of the cardholder; `order` (from a Redemptions row) shows one redemption's.
// The app shortcut "My eGCs" opens it (pwa-manifest.ts). Its code and bwip-js load only here.
const EgcsSearchSchema = z.object({ order: z.catch(z.optional(z.int().check(z.positive())), undefined) });

/**
 * Decision 0206: the app badge counts the eGCs ready to use, whenever My eGCs has them: all of them (not one order's),
 * as the promo state's wallet sections judge them (decision 0160).
 */
function useReadyEgcsBadge(config: PageConfig, serverOffsetMs: number) {
  const wallet = useWallet({ config, serverOffsetMs });
  useAppBadge(wallet.kind === 'ready' ? wallet.sections.active.length : null);
}

function EgcsRoute() {
  const { config, serverOffsetMs } = usePageConfig();
  const { order } = Route.useSearch();
  useReadyEgcsBadge(config, serverOffsetMs);
  // Decisions 0203, 0204: the notification settings, and the ask until it is answered.
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
