import { PICKER_TEXT, SIGNATURE_CARD_APPLY_URL } from './reward-picker-texts';
import './reward-picker.css';

/** spec §2: "Non-premium users see a notice that premium rewards are only for signature-tier cardholders, with an apply link." */
export function PremiumNotice() {
  return (
    <p className="premium-notice">
      {PICKER_TEXT.premiumNotice}{' '}
      <a href={SIGNATURE_CARD_APPLY_URL} target="_blank" rel="noopener noreferrer">
        {PICKER_TEXT.applyLink}
      </a>
    </p>
  );
}
