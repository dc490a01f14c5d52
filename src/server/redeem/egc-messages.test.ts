import { describe, expect, it } from 'vitest';
import { registrationConfirmedMessages } from '../registration/registration-messages';
import { egcMessages } from './egc-messages';

// Decision 0209: the eGC messages in the cardholder's language; English, chosen or not, as it has always read.

const ORDER = {
  orderId: 41,
  clientReferenceNo: '',
  codes: [
    { merchantName: 'Jollibee', valueCentavos: 150_000, code: 'JB-1111' },
    { merchantName: 'SM', valueCentavos: 50_000, code: 'SM-2222' },
  ],
};
const CONTEXT = { expiresAt: new Date('2023-09-04T17:30:00Z'), timeZone: 'Asia/Manila' };

describe('eGC messages by language', () => {
  it('English: each code on its line, then validity on the campaign day, to each channel', () => {
    const messages = egcMessages(ORDER, { mobileNo: '0917', emailAddress: 'a@example.com' }, CONTEXT);
    expect(messages.map((message) => message.channel)).toEqual(['sms', 'email']);
    expect(messages[0]).toMatchObject({
      subject: 'Your eGCs, REF 41',
      body: 'Jollibee P1,500 eGC: JB-1111\nSM P500 eGC: SM-2222\nValid until Sep 05, 2023. REF 41.',
    });
    const resent = egcMessages(ORDER, { mobileNo: '0917', emailAddress: null }, { ...CONTEXT, resent: true });
    expect(resent[0]?.subject).toBe('Your eGCs (resent), REF 41');
  });

  it('Filipino: the same codes and amounts, the words and the month in Filipino', () => {
    const [sms] = egcMessages(ORDER, { mobileNo: '0917', emailAddress: null, locale: 'fil-PH' }, CONTEXT);
    expect(sms).toMatchObject({
      subject: 'Ang iyong mga eGC, REF 41',
      body: 'Jollibee P1,500 eGC: JB-1111\nSM P500 eGC: SM-2222\nMagagamit hanggang Set 05, 2023. REF 41.',
    });
  });

  it('the registration confirmation: English as before, Filipino with the same link', () => {
    const link = 'https://promo.example/?code=abc';
    const [english] = registrationConfirmedMessages({ mobileNo: '0917', emailAddress: null }, link);
    expect(english?.body).toBe(
      `Your registration to the promo is confirmed.\nSign in to see your spend and rewards: ${link}\nThe link works once, within 24 hours; after that, sign in with your promo code.`,
    );
    const [filipino] = registrationConfirmedMessages({ mobileNo: '0917', emailAddress: null, locale: 'fil-PH' }, link);
    expect(filipino?.subject).toBe('Kumpirmado na ang iyong promo registration');
    expect(filipino?.body).toContain(`: ${link}\n`);
  });
});
