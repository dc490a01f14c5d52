import { normalisePromoCode } from '../../domain/validation';
import type { KnownCardholder } from './import.repository';
import type { BadRow } from './source-rows';
import type { TransactionRow } from './transaction-row';

// Which cardholder a row belongs to: by promo code (unique in a campaign) or by customer number (unique only
// in practice, so a number naming several cardholders is refused rather than guessed). A row naming nobody is
// a bad row: its spend would count for no one.

export interface ValidRow {
  readonly line: number;
  readonly row: TransactionRow;
}

export interface MatchedRow extends ValidRow {
  readonly cardholderId: number;
}

export function namesIn(rows: readonly ValidRow[]): { promoCodes: string[]; customerNos: string[] } {
  const promoCodes = new Set<string>();
  const customerNos = new Set<string>();
  for (const { row } of rows) {
    if (row.promoCode !== undefined) promoCodes.add(normalisePromoCode(row.promoCode));
    if (row.customerNo !== undefined) customerNos.add(row.customerNo);
  }
  return { promoCodes: [...promoCodes], customerNos: [...customerNos] };
}

type Match = { readonly cardholderId: number } | { readonly reason: string };

function cardholderMatcher(known: readonly KnownCardholder[]): (row: TransactionRow) => Match {
  const byPromoCode = new Map(known.map((cardholder) => [cardholder.promoCode, cardholder]));
  // Keyed by `string | undefined` so a row's optional customerNo looks up as it is (the schema makes sure a row
  // without a promo code has one).
  const byCustomerNo = new Map<string | undefined, KnownCardholder[]>();
  for (const cardholder of known) {
    byCustomerNo.set(cardholder.customerNo, [...(byCustomerNo.get(cardholder.customerNo) ?? []), cardholder]);
  }
  return (row) => {
    if (row.promoCode !== undefined) {
      const cardholder = byPromoCode.get(normalisePromoCode(row.promoCode));
      if (cardholder === undefined) return { reason: `promoCode: no cardholder has promo code '${row.promoCode}'` };
      if (row.customerNo !== undefined && row.customerNo !== cardholder.customerNo) {
        return { reason: `customerNo: '${row.customerNo}' is not the customer number of '${row.promoCode}'` };
      }
      return { cardholderId: cardholder.id };
    }
    const { customerNo } = row;
    const matches = byCustomerNo.get(customerNo) ?? [];
    const [only] = matches;
    if (only === undefined) return { reason: `customerNo: no cardholder has customer number '${customerNo}'` };
    if (matches.length > 1) {
      return { reason: `customerNo: '${customerNo}' belongs to ${matches.length} cardholders; give promoCode instead` };
    }
    return { cardholderId: only.id };
  };
}

export function matchRows(
  rows: readonly ValidRow[],
  known: readonly KnownCardholder[],
): { matched: MatchedRow[]; badRows: BadRow[] } {
  const match = cardholderMatcher(known);
  const matched: MatchedRow[] = [];
  const badRows: BadRow[] = [];
  for (const valid of rows) {
    const found = match(valid.row);
    if ('reason' in found) badRows.push({ line: valid.line, reason: found.reason });
    else matched.push({ ...valid, cardholderId: found.cardholderId });
  }
  return { matched, badRows };
}
