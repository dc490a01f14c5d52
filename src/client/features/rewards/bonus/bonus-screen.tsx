import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import type { PageConfig } from '../../../../contract/config';
import type { PremiumAccess } from '../../../../domain/picker';
import { cardholderKeys } from '../../../query-keys';
import { RouteError, RoutePending } from '../../../ui/route-states';
import type { BonusModel } from './bonus-model';
import { useBonusView } from './use-bonus-view';

interface BonusScreenReady {
  readonly model: BonusModel;
  readonly access: PremiumAccess;
  /** Reloads the cardholder's reads, then goes on (spec §4: "forces a reload of credits and orders"). */
  readonly claimed: () => void;
}

export interface BonusScreenProps {
  readonly config: PageConfig;
  /** Where closing the success alert goes. */
  readonly onClaimed: () => void;
  readonly children: (ready: BonusScreenReady) => ReactNode;
}

/** A bonus screen with its data: the loader, the error with Retry (docs/conventions.md 10), then the screen. */
export function BonusScreen({ config, onClaimed, children }: BonusScreenProps) {
  const view = useBonusView(config);
  const queryClient = useQueryClient();
  const cardTypeID = view.kind === 'ready' ? view.cardTypeID : null;
  const access = useMemo(
    () => ({ cardTypeID, platinumCardTypeIDs: config.uiSchema.platinumCardTypeIDs }),
    [cardTypeID, config.uiSchema.platinumCardTypeIDs],
  );
  const claimed = useCallback(() => {
    // The new order, the used bonus record and any credits all show once these reads come back.
    void queryClient.invalidateQueries({ queryKey: cardholderKeys.all });
    onClaimed();
  }, [queryClient, onClaimed]);
  if (view.kind === 'loading') return <RoutePending />;
  if (view.kind === 'error') return <RouteError onRetry={view.retry} />;
  return <>{children({ model: view.model, access, claimed })}</>;
}
