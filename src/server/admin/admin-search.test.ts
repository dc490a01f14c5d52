import { describe, expect, it } from 'vitest';
import { adminSearchQuery } from '../../domain/validation';
import { inquiryTarget, type SearchPrefixes, userInfoTarget } from './admin-search';

const DEMO: SearchPrefixes = { voucherPrefix: 'DEMO', customerNoPrefix: '' };
const BANK: SearchPrefixes = { voucherPrefix: 'BPI', customerNoPrefix: '0201' };

describe('spec §5 admin search: "an 8-character input is a promo code, sent prefixed with the voucher prefix and a dash"', () => {
  it.each([
    ['DEMO-NEWUSER1', DEMO, { kind: 'promoCode', promoCode: 'NEWUSER1' }],
    ['demo-newuser1', DEMO, { kind: 'promoCode', promoCode: 'NEWUSER1' }],
    [' DEMO-NEWUSER1 ', DEMO, { kind: 'promoCode', promoCode: 'NEWUSER1' }],
    ['DEMO-NEWUSER', DEMO, { kind: 'none' }],
    ['DEMO-NEWUSER12', DEMO, { kind: 'none' }],
    ['DEMO-NEW-USER', DEMO, { kind: 'none' }],
    ['7012340001', DEMO, { kind: 'customerNumber', customerNumbers: ['7012340001'] }],
    ['02017012340001', BANK, { kind: 'customerNumber', customerNumbers: ['02017012340001', '7012340001'] }],
    ['0201', BANK, { kind: 'customerNumber', customerNumbers: ['0201'] }],
    ['', DEMO, { kind: 'none' }],
  ] as const)('inquiry %j with %o → %o', (code, prefixes, expected) => {
    expect(inquiryTarget(code, prefixes)).toEqual(expected);
  });

  it('reads back exactly what the admin screen sends (adminSearchQuery in src/domain)', () => {
    const promo = adminSearchQuery('SPEND042', BANK);
    expect(inquiryTarget(promo.code, BANK)).toEqual({ kind: 'promoCode', promoCode: 'SPEND042' });
    expect(userInfoTarget(promo.code, promo.src, BANK)).toEqual({ kind: 'promoCode', promoCode: 'SPEND042' });
    const customer = adminSearchQuery('7012340005', BANK);
    const expected = { kind: 'customerNumber', customerNumbers: ['02017012340005', '7012340005'] };
    expect(inquiryTarget(customer.code, BANK)).toEqual(expected);
    expect(userInfoTarget(customer.code, customer.src, BANK)).toEqual(expected);
  });

  it.each([
    ['DEMO-SPEND042', 1, { kind: 'promoCode', promoCode: 'SPEND042' }],
    ['spend042', 1, { kind: 'promoCode', promoCode: 'SPEND042' }],
    ['7012340005', 1, { kind: 'none' }],
    ['7012340005', 2, { kind: 'customerNumber', customerNumbers: ['7012340005'] }],
    ['  ', 2, { kind: 'none' }],
  ] as const)('spec §7 user info %j with src %i → %o', (code, src, expected) => {
    expect(userInfoTarget(code, src, DEMO)).toEqual(expected);
  });
});
