import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from './admin-dates';
import { AdminQueryFailure } from './admin-failure-panel';
import { AdminLoading } from './admin-loading';
import { ADMIN_TEXT } from './admin-texts';
import { timelineQueryOptions } from './api/admin-accounts';

// Decision 0126: the cardholder's history in one list, newest first, with who did each thing.

const text = ADMIN_TEXT.timeline;

export function TimelineSection({ token, timeZone }: { readonly token: string; readonly timeZone: string }) {
  const timeline = useQuery(timelineQueryOptions(token));
  const body = () => {
    if (timeline.isPending) return <AdminLoading />;
    if (timeline.isError) return <AdminQueryFailure error={timeline.error} onRetry={() => timeline.refetch()} />;
    if (timeline.data.length === 0) return <p>{text.empty}</p>;
    return (
      <table className="admin-table admin-table--static">
        <caption className="visually-hidden">{text.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{text.when}</th>
            <th scope="col">{text.what}</th>
            <th scope="col">{text.who}</th>
          </tr>
        </thead>
        <tbody>
          {timeline.data.map((event) => (
            <tr key={`${event.at}|${event.kind}|${event.summary}|${event.actorName ?? ''}`}>
              <th scope="row">{formatDateTime(event.at, timeZone)}</th>
              <td>{event.summary}</td>
              <td>{event.actorName ? `${event.actor}: ${event.actorName}` : event.actor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-timeline-title">
      <h2 id="admin-timeline-title">{text.heading}</h2>
      {body()}
    </section>
  );
}
