// spec §3: a cardholder's transaction list mixes qualified spend with bonus records (BONUS… references).
// These functions separate them, total the spend and shape the rows of the Qualified Transactions dialog.
import type { DayKey, Instant } from './dates';
import { DEFAULT_TIME_ZONE, dayKey } from './dates';
import type { Transaction } from './entities';
import type { Centavos } from './money';
import { pesosToCentavos, sumCentavos } from './money';

export type BonusKind = 'generic' | 'extraThree' | 'installment' | 'month1' | 'month2' | 'month3';

export const BONUS_KINDS: readonly BonusKind[] = ['generic', 'extraThree', 'installment', 'month1', 'month2', 'month3'];

// spec §3 lists the prefixes but not which round each one is (decision 0002):
// - BONUSI1 is the Installment round, BONUSM1–M3 the three Frequency Spend months (spec §3 Order);
// - BONUS3 is the Extra Three round (its "3 more categories");
// - BONUS2 and plain BONUS are the generic 5-category round.
// This is the one table of them: the prefix the server writes for each round's records and orders, and read back
// by `bonusKindOfReference`. Matching is case-sensitive, as the references are written by the server.
export const BONUS_REFERENCE_PREFIX: { readonly [kind in BonusKind]: string } = {
  generic: 'BONUS',
  extraThree: 'BONUS3',
  installment: 'BONUSI1',
  month1: 'BONUSM1',
  month2: 'BONUSM2',
  month3: 'BONUSM3',
};

/**
 * spec §5: every bonus record's reference starts with this, and qualified spend's never does. SQL that must leave
 * bonus records out for speed matches `${BONUS_MARK}%` (its tests pin it to `isBonusRecord`).
 */
export const BONUS_MARK = 'BONUS';

/** Read but never written: BONUS2 is the generic round too (decision 0002). */
const READ_ONLY_PREFIXES: readonly (readonly [prefix: string, kind: BonusKind])[] = [['BONUS2', 'generic']];

/** Longest first, so 'BONUSI1…' is never read as the generic 'BONUS…'. */
const BONUS_PREFIXES: readonly (readonly [prefix: string, kind: BonusKind])[] = [
  ...BONUS_KINDS.map((kind) => [BONUS_REFERENCE_PREFIX[kind], kind] as const),
  ...READ_ONLY_PREFIXES,
].sort(([a], [b]) => b.length - a.length);

/** The bonus round a reference belongs to, or null for qualified spend (spec §3, §5). */
export function bonusKindOfReference(referenceNo: string): BonusKind | null {
  const match = BONUS_PREFIXES.find(([prefix]) => referenceNo.startsWith(prefix));
  return match ? match[1] : null;
}

/** A bonus record's reference, '{prefix}-{customer number}' (decision 0002); the dialog shows the part after '-'. */
export function bonusRecordReference(kind: BonusKind, customerNo: string): string {
  return `${BONUS_REFERENCE_PREFIX[kind]}-${customerNo}`;
}

/** spec §5: 'Qualified spend excludes reference numbers starting with BONUS.' */
export function isBonusRecord(transaction: Pick<Transaction, 'referenceNo'>): boolean {
  return bonusKindOfReference(transaction.referenceNo) !== null;
}

/** spec §3: 'A type starting with S1 means installment.' */
export function isInstallment(transaction: Pick<Transaction, 'type'>): boolean {
  return transaction.type?.startsWith('S1') ?? false;
}

const instantMillis = (instant: Instant): number => new Date(instant).getTime();

/** spec §5: newest first by transactionDateTime; equal instants fall back to the higher id first. */
export function compareNewestFirst(a: Transaction, b: Transaction): number {
  return instantMillis(b.transactionDateTime) - instantMillis(a.transactionDateTime) || b.id - a.id;
}

/**
 * spec §1: 'Transactions before the registration date do not qualify' — compared by calendar day in the
 * campaign time zone, so spend on the registration day itself qualifies. With no registration date known
 * (null), no spend is dropped for its date.
 */
export function qualifiedTransactions(
  transactions: readonly Transaction[],
  registeredDateTime: Instant | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): Transaction[] {
  return transactions.filter(qualifiesFor(registeredDateTime, timeZone)).sort(compareNewestFirst);
}

/**
 * The same rule, one transaction at a time: not a bonus record, and not spent on a day before the registration day.
 * The admin's transactions download marks each row by it.
 */
export function qualifiesFor(
  registeredDateTime: Instant | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): (transaction: Pick<Transaction, 'referenceNo' | 'transactionDateTime'>) => boolean {
  const before = spentBeforeRegistration(registeredDateTime, timeZone);
  return (transaction) => !isBonusRecord(transaction) && !before(transaction);
}

/**
 * The same rule, one transaction at a time: whether it was spent on a day before the registration day (so it does
 * not qualify). The admin's transactions list marks these (decisions 0230–0232).
 */
export function spentBeforeRegistration(
  registeredDateTime: Instant | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): (transaction: Pick<Transaction, 'transactionDateTime'>) => boolean {
  const registrationDay: DayKey | null = registeredDateTime === null ? null : dayKey(registeredDateTime, timeZone);
  return (transaction) =>
    registrationDay !== null && dayKey(transaction.transactionDateTime, timeZone) < registrationDay;
}

export function totalSpend(qualified: readonly Transaction[]): Centavos {
  return sumCentavos(qualified.map((transaction) => pesosToCentavos(transaction.value)));
}

export type BonusRecords = { readonly [kind in BonusKind]: Transaction | null };

/** spec §3 Client state: the bonus records per round; when a round has several, the newest one counts. */
export function bonusRecords(transactions: readonly Transaction[]): BonusRecords {
  const records: Record<BonusKind, Transaction | null> = {
    generic: null,
    extraThree: null,
    installment: null,
    month1: null,
    month2: null,
    month3: null,
  };
  for (const transaction of transactions) {
    const kind = bonusKindOfReference(transaction.referenceNo);
    if (kind === null) continue;
    const current = records[kind];
    if (current === null || compareNewestFirst(transaction, current) < 0) records[kind] = transaction;
  }
  return records;
}

/** spec §2 Qualified Transactions dialog: 'the reference (the part after a hyphen if any)'. */
export function displayReference(referenceNo: string): string {
  const hyphen = referenceNo.indexOf('-');
  return hyphen === -1 ? referenceNo : referenceNo.slice(hyphen + 1);
}

// spec §5: the bank truncates locations at 35 characters, so a location of exactly that length was cut.
const TRUNCATED_LOCATION_LENGTH = 35;

/** spec §5: 'Transaction location is shown lowercase, with '...' added when it is exactly 35 characters long.' */
export function displayLocation(location: string | null): string {
  if (location === null) return '';
  const lower = location.toLowerCase();
  return location.length === TRUNCATED_LOCATION_LENGTH ? `${lower}...` : lower;
}

/** spec §2: the dialog 'can filter by merchant category'; null means every category. */
export function filterByCategory(transactions: readonly Transaction[], mccID: number | null): Transaction[] {
  return mccID === null ? [...transactions] : transactions.filter((transaction) => transaction.mccID === mccID);
}
