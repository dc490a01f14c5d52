import type { FindKey } from '../../contract/admin-find';

// Decision 0142: what an admin types for each key beyond spec §5's two, as the database stores it. Pure.

export type FindTarget =
  | { readonly by: 'mobile'; readonly mobileNumbers: readonly string[] }
  | { readonly by: 'email'; readonly email: string }
  /** 'REF 123' as the screens show an order (its id), or the order's client reference number. */
  | { readonly by: 'orderRef'; readonly orderId: number | null; readonly reference: string }
  | { readonly by: 'egcEnding'; readonly ending: string }
  | { readonly by: 'none' };

const NONE: FindTarget = { by: 'none' };

/**
 * A Philippine mobile as typed: '0917 123 4567', '+63 917 123 4567' and '9171234567' are one number, stored in any
 * of its written forms (the demo seed writes '+639171234567', the edit form takes '09171234567').
 */
function mobileNumbers(value: string): FindTarget {
  const digits = value.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d{7,15}$/.test(digits)) return NONE;
  const national = digits.startsWith('63') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits;
  return { by: 'mobile', mobileNumbers: [...new Set([`0${national}`, `+63${national}`, `63${national}`, national])] };
}

export function findTarget(by: FindKey, rawValue: string): FindTarget {
  const value = rawValue.trim();
  if (value === '') return NONE;
  switch (by) {
    case 'mobile':
      return mobileNumbers(value);
    case 'email':
      return value.includes('@') ? { by: 'email', email: value.toLowerCase() } : NONE;
    case 'orderRef': {
      const shown = /^(?:REF\s*)?(\d{1,9})$/i.exec(value);
      return { by: 'orderRef', orderId: shown ? Number(shown[1]) : null, reference: value.toUpperCase() };
    }
    case 'egcEnding':
      // Decision 0081: admins see only a code's last four characters, so that is what they can search by.
      return /^[\w-]{4}$/.test(value) ? { by: 'egcEnding', ending: value.toUpperCase() } : NONE;
  }
}
