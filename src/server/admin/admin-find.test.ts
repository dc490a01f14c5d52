import { describe, expect, it } from 'vitest';
import { findTarget } from './admin-find';

describe('decision 0142: a typed value as the key stores it', () => {
  it.each([['0917 123 4567'], ['+63 917 123 4567'], ['9171234567'], ['(0917) 123-4567']])('mobile %s', (value) => {
    const numbers = ['09171234567', '+639171234567', '639171234567', '9171234567'];
    expect(findTarget('mobile', value)).toEqual({ by: 'mobile', mobileNumbers: numbers });
  });

  it('an e-mail in lower case; a reference in upper case; the last four of a code', () => {
    expect(findTarget('email', ' Wallet01@Demo.Local ')).toEqual({ by: 'email', email: 'wallet01@demo.local' });
    expect(findTarget('orderRef', 'main-123')).toEqual({ by: 'orderRef', orderId: null, reference: 'MAIN-123' });
    expect(findTarget('orderRef', 'ref 42')).toEqual({ by: 'orderRef', orderId: 42, reference: 'REF 42' });
    expect(findTarget('orderRef', '42')).toEqual({ by: 'orderRef', orderId: 42, reference: '42' });
    expect(findTarget('egcEnding', 'ab12')).toEqual({ by: 'egcEnding', ending: 'AB12' });
  });

  it.each([
    ['mobile', 'call me'],
    ['email', 'not-an-email'],
    ['egcEnding', 'ABCDE'],
    ['egcEnding', 'AB'],
  ] as const)('%s %s names nobody', (by, value) => {
    expect(findTarget(by, value)).toEqual({ by: 'none' });
  });
});
