import { createFileRoute } from '@tanstack/react-router';
import { BonusSearchSchema, requireAmount } from '../../features/rewards/bonus/bonus-search';
import { FrequencyPage } from '../../features/rewards/bonus/frequency-page';
import { loadBonusReads } from '../../features/rewards/bonus/load-bonus-reads';
import { usePageConfig } from '../../page-config/use-page-config';

// spec §2 /bonusclaim (bonusRedemption): the Frequency Spend page, amount 3000.
function BonusClaimRoute() {
  const { config } = usePageConfig();
  return <FrequencyPage config={config} />;
}

export const Route = createFileRoute('/_authenticated/bonusclaim')({
  validateSearch: BonusSearchSchema,
  beforeLoad: requireAmount,
  loader: ({ context: { queryClient } }) => loadBonusReads(queryClient),
  component: BonusClaimRoute,
});
