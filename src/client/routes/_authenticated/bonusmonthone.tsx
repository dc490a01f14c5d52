import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BonusSearchSchema, requireAmount } from '../../features/rewards/bonus/bonus-search';
import { loadBonusReads } from '../../features/rewards/bonus/load-bonus-reads';
import { MonthScreen } from '../../features/rewards/bonus/month-screen';
import { usePageConfig } from '../../page-config/use-page-config';

// spec §2 /bonusmonthone: the Frequency Spend Month 1 bonus reward pick, param amount 3000.
function MonthRoute() {
  const { config } = usePageConfig();
  const navigate = useNavigate();
  return <MonthScreen config={config} kind="month1" onClaimed={() => navigate({ to: '/bonusclaimed' })} />;
}

export const Route = createFileRoute('/_authenticated/bonusmonthone')({
  validateSearch: BonusSearchSchema,
  beforeLoad: requireAmount,
  loader: ({ context: { queryClient } }) => loadBonusReads(queryClient),
  component: MonthRoute,
});
