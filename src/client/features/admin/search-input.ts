import { limitCustomerNumberInput } from '../../../domain/validation';

/**
 * spec §5: "Customer number input is limited to 10 characters where that flag is set, on typing and on
 * paste." The spec does not say where the flag comes from. Decision: it is always set here — customer
 * numbers are 10 digits and promo codes 8, so no valid search is longer than 10 characters.
 */
export const CUSTOMER_NUMBER_LIMIT_ENABLED = true;

/** spec §5: a typed value, cut to the limit. */
export function limitTypedSearch(value: string, enabled = CUSTOMER_NUMBER_LIMIT_ENABLED): string {
  return limitCustomerNumberInput(value, enabled);
}

export interface TextSelection {
  readonly start: number;
  readonly end: number;
}

/**
 * spec §5: the value after `pasted` replaces the selection, cut to the limit. White space is dropped from the
 * pasted text first (a number copied from a spreadsheet or an e-mail brings spaces or a line break), so the
 * limit keeps the characters that matter.
 */
export function valueAfterPaste(
  current: string,
  selection: TextSelection,
  pasted: string,
  enabled = CUSTOMER_NUMBER_LIMIT_ENABLED,
): string {
  const clean = pasted.replace(/\s+/g, '');
  return limitCustomerNumberInput(current.slice(0, selection.start) + clean + current.slice(selection.end), enabled);
}
