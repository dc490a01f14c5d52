import { GridList, GridListItem } from 'react-aria-components/GridList';
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer';
import { formatDisplayDate } from '../../../../domain/dates';
import type { Transaction } from '../../../../domain/entities';
import { formatPeso, pesosToCentavos } from '../../../../domain/money';
import { displayLocation, displayReference } from '../../../../domain/transactions';
import { DASHBOARD_TEXT } from './dashboard-texts';

/** From this many rows on only the visible ones are rendered (react-aria's Virtualizer). */
export const VIRTUALIZE_FROM_ROWS = 300;

/** Decision 0042: "Long lists stay smooth (virtualise beyond a few hundred rows)". */
export function shouldVirtualize(rowCount: number, from: number = VIRTUALIZE_FROM_ROWS): boolean {
  return rowCount >= from;
}
/** The fixed row height the virtual layout places rows by (transaction-list rows are two lines). */
const ROW_HEIGHT = 64;

export interface TransactionListProps {
  readonly transactions: readonly Transaction[];
  /** The category display name for an mccID (spec §2: each row shows the category name). */
  readonly categoryName: (mccID: number | null) => string;
  readonly timeZone: string;
  /** The row count virtualising starts at; VIRTUALIZE_FROM_ROWS unless a test sets a smaller one. */
  readonly virtualizeFrom?: number;
}

function row(transaction: Transaction, props: TransactionListProps) {
  const location = displayLocation(transaction.location);
  const amount = formatPeso(pesosToCentavos(transaction.value));
  return (
    <GridListItem
      key={transaction.id}
      id={transaction.id}
      className="transaction-row"
      textValue={`${location} ${amount}`}
    >
      <span className="transaction-row__location">{location}</span>
      <span className="transaction-row__amount">{amount}</span>
      <span className="transaction-row__meta">
        {displayReference(transaction.referenceNo)} · {props.categoryName(transaction.mccID)} ·{' '}
        {formatDisplayDate(transaction.transactionDateTime, props.timeZone)}
      </span>
    </GridListItem>
  );
}

/** spec §2 Qualified Transactions dialog: the rows, newest first, in a list area of at most 600px. */
export function TransactionList(props: TransactionListProps) {
  const isVirtualized = shouldVirtualize(props.transactions.length, props.virtualizeFrom);
  const list = (
    <GridList
      aria-label={DASHBOARD_TEXT.transactions.listLabel}
      className="transaction-list"
      items={props.transactions}
      data-virtualized={isVirtualized || undefined}
    >
      {(transaction) => row(transaction, props)}
    </GridList>
  );
  if (!isVirtualized) return list;
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT }}>
      {list}
    </Virtualizer>
  );
}
