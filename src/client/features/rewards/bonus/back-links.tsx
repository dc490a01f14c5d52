import { Link } from '@tanstack/react-router';
import { BackChevron } from '../picker/picker-header';
import { BONUS_SEARCH } from './bonus-search';
import { BONUS_TEXT } from './bonus-texts';

// spec §4 'Back chevron': "returns to home (installment, Extra Three) or to /bonusclaim with amount 3000
// (month screens)"; spec §2: the 'Reward Claimed' page "has a back chevron to home".

export function BackToHome() {
  return (
    <Link to="/" aria-label={BONUS_TEXT.pick.backToHome}>
      <BackChevron />
    </Link>
  );
}

export function BackToFrequency() {
  return (
    <Link to="/bonusclaim" search={BONUS_SEARCH} aria-label={BONUS_TEXT.pick.backToFrequency}>
      <BackChevron />
    </Link>
  );
}
