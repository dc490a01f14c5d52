import { useQuery } from '@tanstack/react-query';
import { UI_TEXT } from '../../../domain/messages';
import { AdminQueryFailure } from './admin-failure-panel';
import { AdminLoading } from './admin-loading';
import { useCan } from './admin-role';
import { ADMIN_TEXT } from './admin-texts';
import { adminTransactionsQueryOptions } from './api/cardholder-activity';
import { transactionsDownloadUrl } from './api/download-urls';
import { DownloadLink } from './download-link';
import { SortableTable, type TableColumn } from './sortable-table';
import { type TransactionRow, transactionRows } from './transaction-rows';

const text = ADMIN_TEXT.transactions;

const COLUMNS: readonly TableColumn<TransactionRow>[] = [
  { id: 'date', name: text.date, cell: (row) => row.dateText, sortValue: (row) => row.date, isRowHeader: true },
  { id: 'reference', name: text.reference, cell: (row) => row.reference, sortValue: (row) => row.reference },
  { id: 'location', name: text.location, cell: (row) => row.location, sortValue: (row) => row.location },
  { id: 'category', name: text.category, cell: (row) => row.category, sortValue: (row) => row.category },
  { id: 'type', name: text.type, cell: (row) => row.type, sortValue: (row) => row.type },
  { id: 'posted', name: text.posted, cell: (row) => row.postedText, sortValue: (row) => row.posted },
  {
    id: 'amount',
    name: text.amount,
    cell: (row) => row.amountText,
    sortValue: (row) => row.amount,
    numeric: true,
  },
];

export interface TransactionsSectionProps {
  readonly campaignId: number;
  readonly token: string;
  readonly timeZone: string;
}

/** spec §1 "View the cardholder's transactions", sortable, with Download transactions. */
export function TransactionsSection({ campaignId, token, timeZone }: TransactionsSectionProps) {
  const transactions = useQuery(adminTransactionsQueryOptions(campaignId, token));
  const canDownload = useCan('download');
  const body = () => {
    if (transactions.isPending) return <AdminLoading />;
    if (transactions.isError) {
      return <AdminQueryFailure error={transactions.error} onRetry={() => transactions.refetch()} />;
    }
    return (
      <SortableTable
        label={text.heading}
        columns={COLUMNS}
        rows={transactionRows(transactions.data, timeZone, ADMIN_TEXT.cardholder.none)}
        initialSort={{ column: 'date', direction: 'descending' }}
        emptyText={UI_TEXT.empty.cardholderQualifiedTransactions}
      />
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-transactions-title">
      <div className="admin-panel__head">
        <h2 id="admin-transactions-title">{text.heading}</h2>
        {canDownload ? (
          <DownloadLink href={transactionsDownloadUrl(campaignId, token)}>{text.download}</DownloadLink>
        ) : null}
      </div>
      {body()}
    </section>
  );
}
