import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UISchema } from '../../../../domain/campaign-config';
import { claimableAmount } from '../../../../domain/credits';
import type { SpendGoal } from '../../../../domain/goals';
import { pesosToCentavos } from '../../../../domain/money';
import { qualifiedTransactions, totalSpend } from '../../../../domain/transactions';
import { cardholderKeys } from '../../../query-keys';
import { RouteError, RoutePending } from '../../../ui/route-states';
import { dataOf, transactionsQueryOptions } from '../api/cardholder-queries';
import { useCreditsView } from '../credits/use-credits-view';
import { ClaimPage } from './claim-page';
import { ClaimRefused } from './claim-refused';

export interface ClaimScreenProps {
  readonly campaignId: number;
  readonly uiSchema: UISchema;
  readonly timeZone: string;
  /** spec §2 /claim `amount` in pesos. */
  readonly amount: number;
  /** The campaign's spend goals (page config), to judge `amount` by (decision 0071). */
  readonly goals: readonly SpendGoal[];
  readonly onClaimed: () => void;
}

/** /claim with its data: the credit (card type, credits box) read, then the picker. */
export function ClaimScreen({ campaignId, uiSchema, timeZone, amount, goals, onClaimed }: ClaimScreenProps) {
  const view = useCreditsView(campaignId, timeZone);
  const transactions = useQuery(transactionsQueryOptions(campaignId));
  const queryClient = useQueryClient();
  const cardTypeID = view.kind === 'ready' ? view.credit.cardTypeID : null;
  const access = useMemo(
    () => ({ cardTypeID, platinumCardTypeIDs: uiSchema.platinumCardTypeIDs }),
    [cardTypeID, uiSchema.platinumCardTypeIDs],
  );
  if (view.kind === 'error') return <RouteError onRetry={view.retry} />;
  if (transactions.isError && transactions.data === undefined) {
    return <RouteError onRetry={() => void transactions.refetch()} />;
  }
  if (view.kind === 'loading' || transactions.data === undefined) return <RoutePending />;
  const rows = dataOf(transactions.data);
  if (rows === null) return <RouteError onRetry={() => void transactions.refetch()} />;

  // Decision 0071: `amount` comes from the URL; what may be claimed comes from the cardholder's own reads.
  const spend = totalSpend(qualifiedTransactions(rows, view.credit.registeredDateTime, timeZone));
  const claimable = claimableAmount(view.credit, view.orders, goals, spend);
  if (claimable !== pesosToCentavos(amount)) return <ClaimRefused claimable={claimable} />;

  const claimed = () => {
    // spec §4: "After success, closing the dialog goes to /claimed and forces a reload of credits and orders."
    void queryClient.invalidateQueries({ queryKey: cardholderKeys.credits(campaignId) });
    void queryClient.invalidateQueries({ queryKey: cardholderKeys.orders(campaignId) });
    // The new eGCs belong in the wallet too (decision 0080).
    void queryClient.invalidateQueries({ queryKey: cardholderKeys.egcs(campaignId) });
    onClaimed();
  };
  return (
    <ClaimPage
      campaignId={campaignId}
      balance={pesosToCentavos(amount)}
      rewardGroups={uiSchema.rewardsByCategory}
      access={access}
      creditsBox={view.creditsBox}
      onClaimed={claimed}
    />
  );
}
