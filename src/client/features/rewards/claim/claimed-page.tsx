import { Link } from '@tanstack/react-router';
import { redeemEntryFromCredits } from '../../../../domain/credits';
import { UI_TEXT } from '../../../../domain/messages';
import '../../../ui/button.css';
import { RouteError, RoutePending } from '../../../ui/route-states';
import { CreditsBox } from '../credits/credits-box';
import { useCreditsView } from '../credits/use-credits-view';
import { CLAIM_TEXT } from './claim-texts';

export interface ClaimedPageProps {
  readonly campaignId: number;
  readonly timeZone: string;
  /** spec §2 credits box Redeem: back to /claim with the balance left. */
  readonly onRedeem: (search: { readonly amount: number }) => void;
}

/** spec §2 /claimed: "'eGC Claimed' page with Go Back to home", with the credits box (reloaded). */
export function ClaimedPage({ campaignId, timeZone, onRedeem }: ClaimedPageProps) {
  const view = useCreditsView(campaignId, timeZone);
  return (
    <section className="page-card" aria-labelledby="claimed-title">
      <h1 id="claimed-title">{UI_TEXT.titles.egcClaimed}</h1>
      <p>{CLAIM_TEXT.claimedBody}</p>
      {view.kind === 'ready' ? (
        <CreditsBox state={view.creditsBox} onRedeem={() => onRedeem(redeemEntryFromCredits(view.credit))} />
      ) : null}
      {view.kind === 'loading' ? <RoutePending /> : null}
      {view.kind === 'error' ? <RouteError onRetry={view.retry} /> : null}
      <div className="form-actions">
        <Link to="/" className="button button--primary">
          {UI_TEXT.actions.goBack}
        </Link>
      </div>
    </section>
  );
}
