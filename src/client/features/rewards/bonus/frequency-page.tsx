import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { PageConfig } from '../../../../contract/config';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { track } from '../../../lib/analytics';
import { RouteError, RoutePending } from '../../../ui/route-states';
import { PICK_BANNERS } from '../picker/picker-banners';
import { BackChevron, PickerHeader } from '../picker/picker-header';
import { BONUS_TEXT } from './bonus-texts';
import { MonthCard } from './month-card';
import { useBonusView } from './use-bonus-view';
import './bonus.css';

/** spec §7: "a pageview for /bonusclaim" is sent to analytics, once per visit of the page. */
function usePageview(path: string) {
  useEffect(() => track('pageview', { path }), [path]);
}

/**
 * spec §2 Frequency Spend page (/bonusclaim): the three promo months. Decision: the confirmation the spec lists
 * here is asked on the month screen once a reward is chosen (there is nothing to confirm before the choice).
 */
export function FrequencyPage({ config }: { readonly config: PageConfig }) {
  usePageview('/bonusclaim');
  const view = useBonusView(config);
  return (
    <section className="page-card" aria-labelledby="frequency-title">
      <PickerHeader
        back={
          <Link to="/" aria-label={BONUS_TEXT.pick.backToHome}>
            <BackChevron />
          </Link>
        }
        title={BONUS_TEXT.frequencyPage.title}
        titleId="frequency-title"
        bannerSrc={PICK_BANNERS.frequency}
        description={<p>{REWARD_TEXT.frequencyCard.description}</p>}
      />
      {view.kind === 'loading' ? <RoutePending /> : null}
      {view.kind === 'error' ? <RouteError onRetry={view.retry} /> : null}
      {view.kind === 'ready' ? (
        <ul className="month-cards" aria-label={BONUS_TEXT.frequencyPage.monthsLabel}>
          {view.model.months.map((month) => (
            <MonthCard key={month.kind} month={month} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
