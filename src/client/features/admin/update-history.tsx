import { useQuery } from '@tanstack/react-query';
import { UI_TEXT } from '../../../domain/messages';
import { AdminQueryWaiting } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { changeLogQueryOptions } from './api/cardholder-activity';
import { StaticTable } from './static-table';
import { type ChangeCell, type HistoryRow, updateHistoryRows } from './update-history-rows';

export interface UpdateHistoryProps {
  readonly campaignId: number;
  readonly userID: number;
  readonly timeZone: string;
}

/** 'from → to' when the value changed, the value alone when it did not. */
function Change({ change }: { readonly change: ChangeCell }) {
  const none = ADMIN_TEXT.cardholder.none;
  if (!change.changed) return <>{change.to ?? none}</>;
  return (
    <>
      <span className="admin-change__from">{change.from ?? none}</span> <span aria-hidden="true">→</span>
      <span className="visually-hidden">{ADMIN_TEXT.history.changedTo}</span> <strong>{change.to ?? none}</strong>
    </>
  );
}

function HistoryTable({ rows }: { readonly rows: readonly HistoryRow[] }) {
  const text = ADMIN_TEXT.history;
  return (
    <StaticTable
      caption={text.heading}
      columns={[text.when, text.emailAddress, text.mobileNO, text.modifiedBy, text.reason]}
      rows={rows.map((row) => ({
        key: row.key,
        header: row.when,
        cells: [
          <Change key="email" change={row.emailAddress} />,
          <Change key="mobile" change={row.mobileNO} />,
          row.modifiedBy,
          row.reason ?? ADMIN_TEXT.cardholder.none,
        ],
      }))}
    />
  );
}

/** spec §2 update history: newest first, from → to for email and mobile, who and when; spec §8 empty text. */
export function UpdateHistory({ campaignId, userID, timeZone }: UpdateHistoryProps) {
  const log = useQuery(changeLogQueryOptions(campaignId, userID));
  const body = () => {
    if (!log.isSuccess) return <AdminQueryWaiting query={log} />;
    const rows = updateHistoryRows(log.data, timeZone);
    if (rows.length === 0) return <p className="admin-empty">{UI_TEXT.empty.updateHistory}</p>;
    return <HistoryTable rows={rows} />;
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-history-title">
      <h2 id="admin-history-title">{ADMIN_TEXT.history.heading}</h2>
      {body()}
    </section>
  );
}
