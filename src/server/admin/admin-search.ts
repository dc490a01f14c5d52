import { USER_INFO_SOURCE } from '../../contract/admin';

// spec §5 admin search: "An 8-character input is a promo code, sent prefixed with the voucher prefix and a
// dash. Otherwise the customer number prefix is added." spec §7 user info says which with `src`; the inquiry
// does not, so there the voucher prefix and dash tell a promo code. Pure: the code and prefixes in.

export interface SearchPrefixes {
  readonly voucherPrefix: string;
  readonly customerNoPrefix: string;
}

export type SearchTarget =
  | { readonly kind: 'promoCode'; readonly promoCode: string }
  /** The number as sent and without the prefix: either may be how the bank stored it. */
  | { readonly kind: 'customerNumber'; readonly customerNumbers: readonly string[] }
  | { readonly kind: 'none' };

const NONE: SearchTarget = { kind: 'none' };
const PROMO_CODE = /^\w{8}$/;

const withoutPrefix = (code: string, prefix: string): string | undefined =>
  prefix !== '' && code.toUpperCase().startsWith(prefix.toUpperCase()) ? code.slice(prefix.length) : undefined;

function promoCodeTarget(code: string): SearchTarget {
  return PROMO_CODE.test(code) ? { kind: 'promoCode', promoCode: code.toUpperCase() } : NONE;
}

function customerNumberTarget(code: string, prefixes: SearchPrefixes): SearchTarget {
  if (code === '') return NONE;
  const bare = withoutPrefix(code, prefixes.customerNoPrefix);
  return { kind: 'customerNumber', customerNumbers: bare === undefined || bare === '' ? [code] : [code, bare] };
}

/** spec §7 admin inquiry: `{voucherPrefix}-{code}` is a promo code, anything else a customer number. */
export function inquiryTarget(rawCode: string, prefixes: SearchPrefixes): SearchTarget {
  const code = rawCode.trim();
  const promoCode = withoutPrefix(code, `${prefixes.voucherPrefix}-`);
  return promoCode === undefined ? customerNumberTarget(code, prefixes) : promoCodeTarget(promoCode);
}

/** spec §7 user info: src 1 a promo code (with or without its voucher prefix), 2 a customer number. */
export function userInfoTarget(rawCode: string, src: number, prefixes: SearchPrefixes): SearchTarget {
  const code = rawCode.trim();
  if (src === USER_INFO_SOURCE.customerNumber) return customerNumberTarget(code, prefixes);
  return promoCodeTarget(withoutPrefix(code, `${prefixes.voucherPrefix}-`) ?? code);
}
