import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskedContact, maskMobile } from './mask-contact';

describe('the masked contact Send OTP answers (spec §7 "Response data: token, contact")', () => {
  it.each([
    ['+639171230001', '+63917•••0001'],
    ['09171234567', '0917•••4567'],
    // Boundary: the shortest number with anything shown (4 shown + 3 hidden), one below and one above it.
    ['123456', '•••'],
    ['1234567', '•••4567'],
    ['12345678', '1•••5678'],
  ])('mobile %s is shown as %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });

  it.each([
    ['nospend1@demo.local', 'n•••@demo.local'],
    ['ab@x.ph', 'a•••@x.ph'],
    ['a@x.ph', '•••@x.ph'],
    ['@x.ph', '•••'],
    ['no-at-sign', '•••'],
  ])('e-mail %s is shown as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('decision: the mobile when there is one, else the e-mail, else nothing', () => {
    expect(maskedContact({ mobileNo: '+639171230001', emailAddress: 'nospend1@demo.local' })).toBe('+63917•••0001');
    expect(maskedContact({ mobileNo: null, emailAddress: 'nospend1@demo.local' })).toBe('n•••@demo.local');
    expect(maskedContact({ mobileNo: '', emailAddress: null })).toBe('');
  });

  it('a masked mobile never shows the whole number: at least 3 of its characters stay hidden', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{1,15}$/), (mobile) => {
        const shown = maskMobile(mobile).replace('•••', '');
        expect(shown.length).toBeLessThanOrEqual(Math.max(0, mobile.length - 3));
        expect(mobile.startsWith(shown.slice(0, shown.length - Math.min(4, shown.length)))).toBe(true);
      }),
    );
  });
});
