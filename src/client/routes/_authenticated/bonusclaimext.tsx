import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BonusSearchSchema, requireAmount } from '../../features/rewards/bonus/bonus-search';
import { ExtraThreeScreen } from '../../features/rewards/bonus/extra-three-screen';
import { loadBonusReads } from '../../features/rewards/bonus/load-bonus-reads';
import { usePageConfig } from '../../page-config/use-page-config';

// spec §2 /bonusclaimext (bonusRedemptionExtra): the Extra Three bonus, amount 3000.
function ExtraThreeRoute() {
  const { config } = usePageConfig();
  const navigate = useNavigate();
  return <ExtraThreeScreen config={config} onClaimed={() => navigate({ to: '/bonusclaimed' })} />;
}

export const Route = createFileRoute('/_authenticated/bonusclaimext')({
  validateSearch: BonusSearchSchema,
  beforeLoad: requireAmount,
  loader: ({ context: { queryClient } }) => loadBonusReads(queryClient),
  component: ExtraThreeRoute,
});
