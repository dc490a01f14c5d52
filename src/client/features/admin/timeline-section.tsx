import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from './admin-dates';
import { AdminQueryWaiting } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { timelineQueryOptions } from './api/admin-accounts';
import { StaticTable } from './static-table';

// Decision 0126: the cardholder's history in one list, newest first, with who did each thing.

const text = ADMIN_TEXT.timeline;

export function TimelineSection({ token, timeZone }: { readonly token: string; readonly timeZone: string }) {
  const timeline = useQuery(timelineQueryOptions(token));
  const body = () => {
    if (!timeline.isSuccess) return <AdminQueryWaiting query={timeline} />;
    if (timeline.data.length === 0) return <p>{text.empty}</p>;
    return (
      <StaticTable
        caption={text.heading}
        columns={[text.when, text.what, text.who]}
        rows={timeline.data.map((event) => ({
          key: `${event.at}|${event.kind}|${event.summary}|${event.actorName ?? ''}`,
          header: formatDateTime(event.at, timeZone),
          cells: [event.summary, event.actorName ? `${event.actor}: ${event.actorName}` : event.actor],
        }))}
      />
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-timeline-title">
      <h2 id="admin-timeline-title">{text.heading}</h2>
      {body()}
    </section>
  );
}
