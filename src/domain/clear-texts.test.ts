import { describe, expect, it } from 'vitest';
import { CLEAR_TEXT, clearMessage } from './clear-texts';
import { MESSAGE_CATALOGUE } from './messages';

describe('clear texts (decision 0165)', () => {
  it.each([
    ['codeExpired', 'This code has expired', 'Ask for a new one.'],
    [
      'notYetRegistered',
      'Not Yet Registered',
      'This promo code is not registered yet. Register it first, then log in.',
    ],
    ['noAnswer', "We can't reach the server", 'Check your connection and try again.'],
  ] as const)('%s reads "%s" over "%s", split as the catalogue splits', (name, title, body) => {
    expect(clearMessage(name)).toEqual({ title, body, text: CLEAR_TEXT[name] });
  });

  it("the spec's texts they stand in for stay in the catalogue, word for word (status ids unchanged)", () => {
    expect(MESSAGE_CATALOGUE.verify[2000]?.text).toBe('Captcha Expired: Please try again.');
    expect(MESSAGE_CATALOGUE.inquiry[4678]?.text).toBe(
      'Not Yet Registered / Invalid Promo Code: The promo code you have entered is not yet registered or invalid.',
    );
  });
});
