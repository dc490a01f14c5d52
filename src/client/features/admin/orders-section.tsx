import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_SORTS } from '../../../contract/admin-paged';
import { adminResendMessage } from '../../../domain/admin-outcome-texts';
import { GENERIC_FAILURE_ID, type Message, UI_TEXT } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import { serverOffsetMs } from '../../lib/use-countdown';
import { pageConfigQueryOptions } from '../../page-config/page-config-query';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminQueryWaiting } from './admin-failure-panel';
import { useCan } from './admin-role';
import { ADMIN_TEXT } from './admin-texts';
import { adminResend } from './api/admin-accounts';
import { adminOrdersPageQueryOptions } from './api/cardholder-activity';
import { ordersDownloadUrl } from './api/download-urls';
import { DownloadLink } from './download-link';
import { type EgcRow, egcRows } from './egc-rows';
import { ServerPagedTable } from './server-paged-table';
import type { TableColumn } from './sortable-table';
import { useServerTable } from './use-server-table';

const text = ADMIN_TEXT.orders;

// Decision 0235: a row per eGC. Round, code ending and state are worded on the client, so the server does not sort
// by them (decision 0143).
const COLUMNS: readonly TableColumn<EgcRow>[] = [
  { id: 'date', name: text.date, cell: (row) => row.dateText, sortable: true, isRowHeader: true },
  { id: 'reference', name: text.reference, cell: (row) => row.reference, sortable: true },
  { id: 'round', name: text.round, cell: (row) => row.round },
  { id: 'merchant', name: text.merchant, cell: (row) => row.merchant, sortable: true },
  { id: 'value', name: text.value, cell: (row) => row.valueText, sortable: true, numeric: true },
  { id: 'codeEnding', name: text.codeEnding, cell: (row) => row.codeEnding },
  { id: 'status', name: text.status, cell: (row) => row.state },
  { id: 'usedAt', name: text.usedAt, cell: (row) => row.usedText, sortable: true },
  { id: 'validUntil', name: text.validUntil, cell: (row) => row.expiryText, sortable: true },
];

export interface OrdersSectionProps {
  readonly campaignId: number;
  readonly token: string;
  readonly timeZone: string;
}

/** spec §1 "View the cardholder's … orders": one row per eGC (decision 0235), a page at a time, sorted by the
 * server, with Download redemptions. */
export function OrdersSection({ campaignId, token, timeZone }: OrdersSectionProps) {
  const table = useServerTable(ORDER_SORTS, { sort: 'date', dir: 'desc' });
  const orders = useQuery({ ...adminOrdersPageQueryOptions(token, table.paging), placeholderData: keepPreviousData });
  const canDownload = useCan('download');
  const canResend = useCan('resend');
  // The server's clock, as every by-day judgement of an eGC is made (decision 0160): the cached page config's offset.
  const pageConfig = useQuery({ ...pageConfigQueryOptions(), enabled: false });
  const [resent, setResent] = useState<{ tone: 'success' | 'info' | 'error'; message: Message } | null>(null);
  // Decision 0120: support and up resend an order's eGCs to the cardholder's registered mobile and e-mail.
  const resendColumn: TableColumn<EgcRow> = {
    id: 'resend',
    name: text.resend,
    // A resend sends the order's live eGCs again (decision 0161): a used or expired eGC's row offers none.
    cell: (row) =>
      !row.live ? (
        <span className="admin-muted">{text.nothingToResend}</span>
      ) : (
        <Button
          variant="secondary"
          aria-label={`${text.resend} ${row.reference}`}
          onPress={async () => {
            const statusId = await adminResend(token, row.orderID).catch(() => GENERIC_FAILURE_ID);
            const tone =
              statusId === STATUS.success ? 'success' : statusId === STATUS.awaitingApproval ? 'info' : 'error';
            setResent({ tone, message: adminResendMessage(statusId) });
          }}
        >
          {text.resend}
        </Button>
      ),
  };
  const columns = canResend ? [...COLUMNS, resendColumn] : COLUMNS;
  const body = () => {
    if (!orders.isSuccess) return <AdminQueryWaiting query={orders} />;
    const { rows } = orders.data;
    const offset = pageConfig.data ? serverOffsetMs(pageConfig.data.serverDateTime, pageConfig.dataUpdatedAt) : 0;
    const now = new Date(Date.now() + offset);
    return (
      <ServerPagedTable
        label={text.heading}
        columns={columns}
        rows={egcRows(rows, { now, timeZone })}
        serverOrder={rows.map((row) => row.egcID)}
        page={orders.data}
        table={table}
        emptyText={UI_TEXT.empty.cardholderRedemptions}
      />
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-orders-title">
      <div className="admin-panel__head">
        <h2 id="admin-orders-title">{text.heading}</h2>
        {canDownload ? <DownloadLink href={ordersDownloadUrl(campaignId, token)}>{text.download}</DownloadLink> : null}
      </div>
      {resent ? <FeedbackPanel tone={resent.tone} title={resent.message.title} body={resent.message.body} /> : null}
      {body()}
    </section>
  );
}
