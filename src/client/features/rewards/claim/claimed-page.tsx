import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PageConfig } from '../../../../contract/config';
import { UI_TEXT } from '../../../../domain/messages';
import type { PromoState } from '../../../../domain/promo-state';
import '../../../ui/button.css';
import { RouteError, RoutePending } from '../../../ui/route-states';
import { CreditsBox } from '../credits/credits-box';
import { useCreditsView } from '../credits/use-credits-view';
import { CLAIM_TEXT } from './claim-texts';

export interface ClaimedPageProps {
  readonly config: PageConfig;
  /** spec §2 credits box Redeem: back to /claim with the balance left. */
  readonly onRedeem: (search: { readonly amount: number }) => void;
  /** What the route adds under the claim (decision 0203: the notifications' ask). */
  readonly aside?: ReactNode;
}

/** The credits box's Redeem: /claim with what is left (the promo state's claim action, decision 0038). */
function redeemBalance(promo: PromoState, onRedeem: ClaimedPageProps['onRedeem']): void {
  if (promo.claim.kind === 'redeemBalance') onRedeem({ amount: promo.claim.search.amount });
}

/** spec §2 /claimed: "'eGC Claimed' page with Go Back to home", with the credits box (reloaded). */
export function ClaimedPage({ config, onRedeem, aside }: ClaimedPageProps) {
  const view = useCreditsView(config);
  return (
    <section className="page-card" aria-labelledby="claimed-title">
      <h1 id="claimed-title">{UI_TEXT.titles.egcClaimed}</h1>
      <p>{CLAIM_TEXT.claimedBody}</p>
      {view.kind === 'ready' ? (
        <CreditsBox state={view.promo.creditsBox} onRedeem={() => redeemBalance(view.promo, onRedeem)} />
      ) : null}
      {view.kind === 'loading' ? <RoutePending /> : null}
      {view.kind === 'error' ? <RouteError onRetry={view.retry} /> : null}
      {aside}
      <div className="form-actions">
        <Link to="/" className="button button--primary">
          {UI_TEXT.actions.goBack}
        </Link>
      </div>
    </section>
  );
}
