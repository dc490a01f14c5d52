import { describe, expect, it } from 'vitest';
import { guessBudgetNotices, otpMessages, otpText } from './otp-messages';

const TEXT = 'Your Spend Promo verification code is 1234. It expires in 5 minutes. Never share it.';

describe('OTP message texts', () => {
  it('decision 0010: the text names the 4-digit code, its 5-minute life and not to share it', () => {
    expect(otpText('1234')).toBe(TEXT);
  });

  it.each([
    [1, '1 minute'],
    [2, '2 minutes'],
  ])('a life of %i reads "%s"', (minutes, words) => {
    expect(otpText('0000', minutes)).toContain(`It expires in ${words}.`);
  });

  it('spec §8 Send OTP "your email or mobile": one message per channel the cardholder has, in the one-time-code lanes (decision 0090)', () => {
    const messages = otpMessages('1234', { mobileNo: '09171234567', emailAddress: 'a@example.com' });
    expect(messages).toEqual([
      { channel: 'sms', recipient: '09171234567', subject: '', body: TEXT, priority: 'one-time-code' },
      {
        priority: 'one-time-code',
        channel: 'email',
        recipient: 'a@example.com',
        subject: 'Your Spend Promo verification code',
        body: `${TEXT}\n\nIf you did not ask for this code, you can ignore this e-mail.`,
      },
    ]);
  });

  it.each([
    ['only a mobile', { mobileNo: '09171234567', emailAddress: null }, ['sms']],
    ['only an e-mail address', { mobileNo: null, emailAddress: 'a@example.com' }, ['email']],
    ['an empty mobile and an e-mail address', { mobileNo: '', emailAddress: 'a@example.com' }, ['email']],
    ['neither', { mobileNo: null, emailAddress: null }, []],
  ])('with %s, sends on those channels only', (_case, contact, channels) => {
    expect(otpMessages('1234', contact).map((message) => message.channel)).toEqual(channels);
  });
});

describe("OTP and guess-budget messages in the cardholder's language (decision 0209)", () => {
  it('a Filipino cardholder gets the code in Filipino, by SMS and e-mail, the code and its life unchanged', () => {
    const [sms, email] = otpMessages('1234', { mobileNo: '0917', emailAddress: 'a@example.com', locale: 'fil-PH' });
    expect(sms?.body).toBe(
      'Ang iyong Spend Promo verification code ay 1234. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman.',
    );
    expect(email?.subject).toBe('Ang iyong Spend Promo verification code');
    expect(email?.body).toContain('\n\nKung hindi ikaw ang humingi ng code na ito');
  });

  it('an English cardholder named as such reads what a cardholder who never chose reads', () => {
    const contact = { mobileNo: '0917', emailAddress: 'a@example.com' };
    expect(otpMessages('1234', { ...contact, locale: 'en-PH' })).toEqual(otpMessages('1234', contact));
  });

  it('the guess-budget notice names the time in the reader language, on the campaign clock', () => {
    const at = new Date('2026-11-28T13:05:00Z');
    const [english] = guessBudgetNotices({ mobileNo: '0917', emailAddress: null }, at, 'Asia/Manila');
    const [filipino] = guessBudgetNotices(
      { mobileNo: '0917', emailAddress: null, locale: 'fil-PH' },
      at,
      'Asia/Manila',
    );
    expect(english?.body).toContain('paused until Nov 28, 2026, 9:05 PM.');
    expect(filipino?.body).toContain('hanggang Nob 28, 2026, 9:05 PM.');
  });
});
