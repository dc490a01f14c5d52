import type { Instant } from '../../../domain/dates';
import type { Transaction } from '../../../domain/entities';
import { type Centavos, formatPeso, pesosToCentavos } from '../../../domain/money';
import {
  compareNewestFirst,
  displayLocation,
  isBonusRecord,
  isInstallment,
  spentBeforeRegistration,
} from '../../../domain/transactions';
import { formatDateOrNone, instantMillis } from './admin-dates';

export interface TransactionRow {
  readonly key: number;
  readonly date: number;
  readonly dateText: string;
  /** The full reference: admins match it against the bank's records and the download. */
  readonly reference: string;
  readonly location: string;
  readonly category: string;
  readonly type: string;
  readonly isInstallment: boolean;
  readonly posted: number | null;
  readonly postedText: string;
  readonly amount: Centavos;
  readonly amountText: string;
  /** Spent on a day before the registration day: listed, but it does not qualify (spec §1). */
  readonly beforeRegistration: boolean;
}

/**
 * The admin transactions table: spend only, newest first (spec §5 "Qualified spend excludes reference numbers
 * starting with BONUS", "Qualified transactions are sorted newest first"). Locations as the cardholder sees them.
 */
/** A spend as the admin's page sends it: with its MCC's category name where the campaign has one (decision 0235). */
type NamedSpend = Transaction & { readonly categoryName?: string | null };

/** Decision 0235: the MCC with its name, as the download names it: 'Department Stores (5311)'. */
function categoryText(transaction: NamedSpend, none: string): string {
  if (transaction.mccID === null) return none;
  const name = transaction.categoryName ?? null;
  return name === null ? String(transaction.mccID) : `${name} (${transaction.mccID})`;
}

export function transactionRows(
  transactions: readonly NamedSpend[],
  timeZone: string,
  none: string,
  registeredAt: Instant | null = null,
): TransactionRow[] {
  const before = spentBeforeRegistration(registeredAt, timeZone);
  return transactions
    .filter((transaction) => !isBonusRecord(transaction))
    .sort(compareNewestFirst)
    .map((transaction) => {
      const amount = pesosToCentavos(transaction.value);
      return {
        key: transaction.id,
        date: instantMillis(transaction.transactionDateTime),
        dateText: formatDateOrNone(transaction.transactionDateTime, timeZone, none),
        reference: transaction.referenceNo,
        location: displayLocation(transaction.location),
        category: categoryText(transaction, none),
        type: transaction.type ?? none,
        isInstallment: isInstallment(transaction),
        posted: transaction.postedDateTime === null ? null : instantMillis(transaction.postedDateTime),
        postedText: formatDateOrNone(transaction.postedDateTime, timeZone, none),
        amount,
        amountText: formatPeso(amount),
        beforeRegistration: before(transaction),
      };
    });
}
