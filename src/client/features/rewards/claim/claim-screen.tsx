import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageConfig } from '../../../../contract/config';
import { pesosToCentavos } from '../../../../domain/money';
import { cardholderKeys } from '../../../query-keys';
import { RouteError, RoutePending } from '../../../ui/route-states';
import { useCreditsView } from '../credits/use-credits-view';
import { ClaimPage } from './claim-page';
import { ClaimRefused } from './claim-refused';

export interface ClaimScreenProps {
  /** The page config: the campaign's goals and calendar, the catalogue (spec §3 UISchema). */
  readonly config: PageConfig;
  /** spec §2 /claim `amount` in pesos. */
  readonly amount: number;
  readonly onClaimed: () => void;
}

/** /claim with its data: the cardholder's reads and their promo state (card type, credits box), then the picker. */
export function ClaimScreen({ config, amount, onClaimed }: ClaimScreenProps) {
  const campaignId = config.campaignID;
  const { uiSchema } = config;
  const view = useCreditsView(config);
  const queryClient = useQueryClient();
  const cardTypeID = view.kind === 'ready' ? view.cardTypeID : null;
  const access = useMemo(
    () => ({ cardTypeID, platinumCardTypeIDs: uiSchema.platinumCardTypeIDs }),
    [cardTypeID, uiSchema.platinumCardTypeIDs],
  );
  if (view.kind === 'error') return <RouteError onRetry={view.retry} />;
  if (view.kind === 'loading') return <RoutePending />;

  // Decision 0071: `amount` comes from the URL; what may be claimed comes from the promo state (decision 0160).
  const { claimable } = view.promo;
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
      creditsBox={view.promo.creditsBox}
      onClaimed={claimed}
    />
  );
}
