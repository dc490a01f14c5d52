import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UISchema } from '../../../../domain/campaign-config';
import { pesosToCentavos } from '../../../../domain/money';
import { cardholderKeys } from '../../../query-keys';
import { RouteError, RoutePending } from '../../../ui/route-states';
import { useCreditsView } from '../credits/use-credits-view';
import { ClaimPage } from './claim-page';

export interface ClaimScreenProps {
  readonly campaignId: number;
  readonly uiSchema: UISchema;
  readonly timeZone: string;
  /** spec §2 /claim `amount` in pesos. */
  readonly amount: number;
  readonly onClaimed: () => void;
}

/** /claim with its data: the credit (card type, credits box) read, then the picker. */
export function ClaimScreen({ campaignId, uiSchema, timeZone, amount, onClaimed }: ClaimScreenProps) {
  const view = useCreditsView(campaignId, timeZone);
  const queryClient = useQueryClient();
  const cardTypeID = view.kind === 'ready' ? view.credit.cardTypeID : null;
  const access = useMemo(
    () => ({ cardTypeID, platinumCardTypeIDs: uiSchema.platinumCardTypeIDs }),
    [cardTypeID, uiSchema.platinumCardTypeIDs],
  );
  if (view.kind === 'loading') return <RoutePending />;
  if (view.kind === 'error') return <RouteError onRetry={view.retry} />;

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
