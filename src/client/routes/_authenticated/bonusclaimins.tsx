import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BonusSearchSchema, requireAmount } from '../../features/rewards/bonus/bonus-search';
import { InstallmentScreen } from '../../features/rewards/bonus/installment-screen';
import { loadBonusReads } from '../../features/rewards/bonus/load-bonus-reads';
import { usePageConfig } from '../../page-config/use-page-config';

// spec §2 /bonusclaimins (bonusRedemptionInstallment): the Installment bonus, amount 3000. spec §4: after
// success "The Installment screen goes to home and clears errors" (a new page, so no error is left).
function InstallmentRoute() {
  const { config } = usePageConfig();
  const navigate = useNavigate();
  return <InstallmentScreen config={config} onClaimed={() => navigate({ to: '/' })} />;
}

export const Route = createFileRoute('/_authenticated/bonusclaimins')({
  validateSearch: BonusSearchSchema,
  beforeLoad: requireAmount,
  loader: ({ context: { queryClient } }) => loadBonusReads(queryClient),
  component: InstallmentRoute,
});
