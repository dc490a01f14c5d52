import { useEffect, useMemo, useState } from 'react';
import type { PageConfig } from '../../../../contract/config';
import type { ClaimSearch } from '../../../../domain/goals';
import { preloadable, preloadWhenIdle } from '../../../lib/preloadable';
import { usePromoState } from '../api/use-promo-state';
import { BonusRoundsSection } from './bonus-rounds-section';
import { ClaimConfirmDialog } from './claim-confirm-dialog';
import { DashboardBanner } from './dashboard-banner';
import { dashboardModel } from './dashboard-model';
import { ProgressPanel } from './progress-panel';
import type { QualifiedTransactionsDialogProps } from './qualified-transactions-dialog';
import { useClaimFlow } from './use-claim-flow';
import type { DashboardData } from './use-dashboard-data';
import { useWarmImages } from './use-warm-images';
import { useWarmWallet } from './use-warm-wallet';

export interface DashboardContentProps {
  readonly data: DashboardData;
  readonly config: PageConfig;
  /** Opens /claim with the amount and total spend (the route navigates). */
  readonly onClaim: (search: ClaimSearch) => void;
}

// The transactions list (virtualised grid, category select, tag group) is most of home's react-aria code and
// shows only on demand: it loads when first opened (decision 0052).
const transactionsDialog = preloadable<QualifiedTransactionsDialogProps>(
  async () => (await import('./qualified-transactions-dialog')).QualifiedTransactionsDialog,
);

const CLOSED = { isOpen: false, mccID: null as number | null };

/** spec §2 Home once its data has loaded: banner, progress panel, bonus rounds and the dialogs they open. */
export function DashboardContent({ data, config, onClaim }: DashboardContentProps) {
  // Decision 0160: every state home shows comes from the one promo state of these reads.
  const promo = usePromoState(data, config);
  const model = useMemo(
    () =>
      dashboardModel({
        promo,
        categories: data.categories,
        categoryStyles: config.uiSchema.merchantCategories,
        registeredDateTime: data.credit.registeredDateTime,
        timeZone: config.timeZone,
        redemptionEndDateTime: config.settings.schedules.redemption.endDateTime,
      }),
    [promo, data, config],
  );
  const flow = useClaimFlow(promo.claim, onClaim);
  // The Qualified Transactions dialog; opened on one category it is the category transaction list (spec §2).
  const [transactions, setTransactions] = useState(CLOSED);
  const showTransactions = (mccID: number | null) => setTransactions({ isOpen: true, mccID });
  useEffect(() => preloadWhenIdle(transactionsDialog.preload), []);
  useWarmWallet(config.campaignID, data.orders.length);
  useWarmImages(config.uiSchema, data.categories);

  return (
    <>
      <DashboardBanner banner={promo.banner} progress={promo.spend.progress} />
      <ProgressPanel
        model={model}
        campaignId={config.campaignID}
        timeZone={config.timeZone}
        onClaim={flow.claim}
        onRedeem={flow.redeem}
        onShowTransactions={() => showTransactions(null)}
      />
      <BonusRoundsSection onShowCategory={showTransactions} model={model} />
      <ClaimConfirmDialog
        confirmation={flow.pendingClaim?.confirmation ?? null}
        onSpendMore={flow.spendMore}
        onClaimNow={flow.claimNow}
      />
      {transactions.isOpen ? (
        <transactionsDialog.Component
          isOpen
          model={model}
          timeZone={config.timeZone}
          mccID={transactions.mccID}
          onFilterChange={showTransactions}
          onClose={() => setTransactions(CLOSED)}
        />
      ) : null}
    </>
  );
}
