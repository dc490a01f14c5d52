import { Link } from '@tanstack/react-router';
import { fillTemplate } from '../../../../domain/messages';
import { type Centavos, formatCredits } from '../../../../domain/money';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { CLAIM_TEXT } from './claim-texts';

/**
 * Decision 0071: /claim opened with an amount the cardholder cannot claim (an edited link, an old bookmark): it
 * says what can be claimed instead of offering eGCs that the server would refuse on submit.
 */
export function ClaimRefused({ claimable }: { readonly claimable: Centavos | null }) {
  const body =
    claimable === null
      ? CLAIM_TEXT.refused.nothing
      : fillTemplate(CLAIM_TEXT.refused.canClaim, { amount: formatCredits(claimable) });
  return (
    <section className="page-card" aria-label={CLAIM_TEXT.refused.title}>
      <FeedbackPanel tone="error" title={CLAIM_TEXT.refused.title} body={body}>
        <Link to="/" className="button button--secondary">
          {CLAIM_TEXT.backToHome}
        </Link>
      </FeedbackPanel>
    </section>
  );
}
