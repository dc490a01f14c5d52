import { afterEach, describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../domain/dates';
import { messageFor, UI_TEXT } from '../domain/messages';
import { REWARD_TEXT } from '../domain/reward-texts';
import { signInPausedMessage } from '../domain/sign-in-paused';
import { AUTH_TEXT } from './features/auth/auth-texts';
import { applyLocaleTexts, pseudoText } from './locale-texts';
import { SHELL_TEXT } from './ui/shell-texts';

// Decision 0208: a switch rewrites the live tables in place, and switching back restores English to the character.

const snapshot = () => structuredClone({ UI_TEXT, REWARD_TEXT, AUTH_TEXT, SHELL_TEXT });
const ENGLISH = snapshot();

afterEach(async () => {
  await applyLocaleTexts('en-PH');
});

describe('switching the live texts', () => {
  it('Filipino: the screens read Filipino from the tables they always imported', async () => {
    await applyLocaleTexts('fil-PH');
    expect(UI_TEXT.actions.retry).toBe('Subukang muli');
    expect(AUTH_TEXT.login.heading).toBe('Mag-log in');
    expect(REWARD_TEXT.frequencyPage.months[0]?.label).toBe('Buwan 1');
    expect(formatDisplayDate('2023-09-04T17:30:00Z')).toBe('Set 05, 2023');
  });

  it('a §8 message a screen already holds takes the new words in place', async () => {
    const held = messageFor('verify', 5);
    await applyLocaleTexts('fil-PH');
    expect(held.title).toBe('Invalid na Verification Code');
    expect(held.body).toBe('Pakisuring mabuti at subukang muli.');
    expect(signInPausedMessage(null, 'Asia/Manila').body).toContain('maghintay hanggang mamaya.');
  });

  it("the forms' messages, composed before the switch, are translated at display", async () => {
    const composed = await applyLocaleTexts('fil-PH');
    expect(composed.get('Promo code is required')).toBe('Kailangan ang Promo code');
    expect(composed.get('Agreeing to the terms and condition is required')).toBe(
      'Kailangan ang Pagsang-ayon sa terms and conditions',
    );
  });

  it('back to English: every table as it was, to the character', async () => {
    await applyLocaleTexts('fil-PH');
    expect(await applyLocaleTexts('en-PH')).toEqual(new Map());
    expect(snapshot()).toEqual(ENGLISH);
    expect(messageFor('verify', 5).title).toBe('Invalid Verification Code');
    expect(formatDisplayDate('2023-09-04T17:30:00Z')).toBe('Sep 05, 2023');
  });
});

describe('the pseudo-locale (a browser test reads every screen in it)', () => {
  it('accents every letter, keeps placeholders, and is about 40% longer', async () => {
    const text = pseudoText('Spend {threshold} now');
    expect(text.startsWith('Špéñd {threshold} ñöw')).toBe(true);
    expect(text.length).toBe(Math.ceil('Spend {threshold} now'.length * 1.4));
    await applyLocaleTexts('pseudo');
    expect(UI_TEXT.actions.retry.startsWith('Rétrý ')).toBe(true);
    expect(messageFor('verify', 5).title.startsWith('Íñválíd Vérífíçátíöñ Çödé')).toBe(true);
  });
});
