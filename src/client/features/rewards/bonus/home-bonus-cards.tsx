import { useQuery } from '@tanstack/react-query';
import type { PageConfig } from '../../../../contract/config';
import { pageConfigQueryOptions } from '../../../page-config/page-config-query';
import { BonusCards } from './bonus-cards';
import { useBonusView } from './use-bonus-view';

/**
 * spec §2 Home: "Horizontal cards … appear when not logging in and with no errors". Mounted in the dashboard's
 * Bonus Rounds section, which shows only once the dashboard's reads are in without error: the cards read those
 * same cached reads and the page config the home route loaded, and never fetch on their own.
 */
export function HomeBonusCards() {
  const { data: config } = useQuery({ ...pageConfigQueryOptions(), enabled: false });
  return config ? <CardsFor config={config} /> : null;
}

function CardsFor({ config }: { readonly config: PageConfig }) {
  const view = useBonusView(config, { cachedOnly: true });
  if (view.kind !== 'ready') return null;
  return <BonusCards extraThree={view.model.extraThree} installment={view.model.installment} />;
}
