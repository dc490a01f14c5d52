import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRANSACTION_SORTS } from '../../../contract/admin-paged';
import { fillTemplate, UI_TEXT } from '../../../domain/messages';
import { formatPeso, pesosToCentavos } from '../../../domain/money';
import { AdminQueryWaiting } from './admin-failure-panel';
import { useCan } from './admin-role';
import { ADMIN_TEXT } from './admin-texts';
import { adminTransactionsPageQueryOptions } from './api/cardholder-activity';
import { transactionsDownloadUrl } from './api/download-urls';
import { DownloadLink } from './download-link';
import { ServerPagedTable } from './server-paged-table';
import type { TableColumn } from './sortable-table';
import { type TransactionRow, transactionRows } from './transaction-rows';
import { useServerTable } from './use-server-table';

const text = ADMIN_TEXT.transactions;

// The category is a name the client reads from the MCC, so the server does not sort by it (decision 0143).
const COLUMNS: readonly TableColumn<TransactionRow>[] = [
  { id: 'date', name: text.date, cell: (row) => row.dateText, sortable: true, isRowHeader: true },
  { id: 'reference', name: text.reference, cell: (row) => row.reference, sortable: true },
  { id: 'location', name: text.location, cell: (row) => row.location, sortable: true },
  { id: 'category', name: text.category, cell: (row) => row.category },
  { id: 'type', name: text.type, cell: (row) => row.type, sortable: true },
  { id: 'posted', name: text.posted, cell: (row) => row.postedText, sortable: true },
  { id: 'amount', name: text.amount, cell: (row) => row.amountText, sortable: true, numeric: true },
  // What does not qualify says so on its row (spec §1: spend before the registration day does not qualify).
  {
    id: 'qualifies',
    name: text.qualifies,
    cell: (row) => (row.beforeRegistration ? <span className="admin-tag">{text.beforeRegistration}</span> : null),
  },
];

export interface TransactionsSectionProps {
  readonly campaignId: number;
  readonly token: string;
  readonly timeZone: string;
}

/** spec §1 "View the cardholder's transactions", a page at a time, sorted by the server, with Download transactions. */
export function TransactionsSection({ campaignId, token, timeZone }: TransactionsSectionProps) {
  const table = useServerTable(TRANSACTION_SORTS, { sort: 'date', dir: 'desc' });
  const transactions = useQuery({
    ...adminTransactionsPageQueryOptions(token, table.paging),
    placeholderData: keepPreviousData,
  });
  const canDownload = useCan('download');
  const body = () => {
    if (!transactions.isSuccess) return <AdminQueryWaiting query={transactions} />;
    const { rows, registeredAt, qualifiedSpend } = transactions.data;
    const shown = transactionRows(rows, timeZone, ADMIN_TEXT.cardholder.none, registeredAt);
    return (
      <>
        <p className="admin-panel__total">
          {fillTemplate(text.qualifiedTotal, { amount: formatPeso(pesosToCentavos(qualifiedSpend)) })}
        </p>
        <ServerPagedTable
          label={text.heading}
          columns={COLUMNS}
          rows={shown}
          serverOrder={rows.map((row) => row.id)}
          page={transactions.data}
          table={table}
          emptyText={UI_TEXT.empty.cardholderQualifiedTransactions}
        />
      </>
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
