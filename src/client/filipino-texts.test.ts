import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from '../domain/i18n/catalogue-check';
import { CATALOGUES } from '../domain/i18n/catalogues';
import { AUTH_TEXT } from './features/auth/auth-texts';
import { COOLDOWN_TEXT } from './features/auth/code-cooldown';
import { PWA_TEXT } from './features/pwa/pwa-texts';
import { BONUS_TEXT } from './features/rewards/bonus/bonus-texts';
import { CLAIM_TEXT } from './features/rewards/claim/claim-texts';
import { DASHBOARD_TEXT } from './features/rewards/home/dashboard-texts';
import { PICKER_TEXT } from './features/rewards/picker/reward-picker-texts';
import { WALLET_TEXT } from './features/rewards/wallet/wallet-texts';
import { FILIPINO_TEXTS } from './filipino-texts';
import { OFFLINE_TEXT } from './lib/offline-texts';
import { SHELL_TEXT } from './ui/shell-texts';

// Decision 0208: every area a cardholder screen reads, whole in Filipino, with the placeholders of its English one.

const ENGLISH: { readonly [A in keyof typeof FILIPINO_TEXTS]: unknown } = {
  messages: CATALOGUES.messages['en-PH'],
  ui: CATALOGUES.ui['en-PH'],
  clear: CATALOGUES.clear['en-PH'],
  rewards: CATALOGUES.rewards['en-PH'],
  nudges: CATALOGUES.nudges['en-PH'],
  validation: CATALOGUES.validation['en-PH'],
  fields: CATALOGUES.fields['en-PH'],
  months: CATALOGUES.months['en-PH'],
  signInPaused: CATALOGUES.signInPaused['en-PH'],
  auth: AUTH_TEXT,
  cooldown: COOLDOWN_TEXT,
  pwa: PWA_TEXT,
  shell: SHELL_TEXT,
  offline: OFFLINE_TEXT,
  claim: CLAIM_TEXT,
  wallet: WALLET_TEXT,
  dashboard: DASHBOARD_TEXT,
  picker: PICKER_TEXT,
  bonus: BONUS_TEXT,
};

describe("the screens' Filipino texts, area by area", () => {
  for (const area of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) {
    it(`${area}: every English text has its Filipino one, reading the same placeholders`, () => {
      expect(catalogueDifferences(ENGLISH[area], FILIPINO_TEXTS[area])).toEqual([]);
    });
  }
});
