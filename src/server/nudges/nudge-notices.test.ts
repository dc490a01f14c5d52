import { describe, expect, it } from 'vitest';
import { centavos } from '../../domain/money';
import { balanceExpiringNotice, egcsReadyNotice, noticeWords } from './nudge-notices';

// Decision 0209: a moment's words are written when the cardholder is known, in their language; its date on the
// campaign's calendar in either (decision 0212).

describe('nudge notices by language', () => {
  it('English reads as it always has', () => {
    expect(noticeWords(egcsReadyNotice(5, centavos(100_000)), 'en-PH')).toEqual({
      title: 'Your eGCs are ready',
      body: 'P1,000 in eGCs are in My eGCs (REF 5). Show the code at the till.',
    });
  });

  it('Filipino words the same moment, amounts and references unchanged', () => {
    expect(noticeWords(egcsReadyNotice(5, centavos(100_000)), 'fil-PH')).toEqual({
      title: 'Handa na ang iyong mga eGC',
      body: 'Nasa My eGCs na ang P1,000 na eGC (REF 5). Ipakita ang code sa cashier.',
    });
  });

  it('a date is read on the campaign calendar, in the reader language', () => {
    const notice = balanceExpiringNotice(
      { claimId: 3, balanceCentavos: 50_000, expiresAt: new Date('2023-09-04T17:30:00Z') },
      'Asia/Manila',
    );
    expect(noticeWords(notice, 'en-PH').body).toBe('Choose your eGCs with the P500 left by Sep 05, 2023.');
    expect(noticeWords(notice, 'fil-PH').body).toBe(
      'Pumili ng mga eGC gamit ang natitirang P500 hanggang Set 05, 2023.',
    );
  });
});
