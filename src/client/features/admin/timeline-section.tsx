import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TIMELINE_ACTORS, type TimelineActor } from '../../../contract/admin-accounts';
import { formatDateTime } from './admin-dates';
import { AdminQueryWaiting } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { timelineQueryOptions } from './api/admin-accounts';
import { StaticTable } from './static-table';
import { TablePager } from './table-pager';

// Decision 0126: the cardholder's history in one list, newest first, with who did each thing. Decision 0236: an
// admin's looks one row per visit, the rows of one actor or everyone's, a page at a time.

const text = ADMIN_TEXT.timeline;

function ActorFilter({
  actor,
  onChange,
}: {
  readonly actor: TimelineActor | undefined;
  readonly onChange: (actor: TimelineActor | undefined) => void;
}) {
  return (
    <label className="field admin-timeline__filter">
      <span className="field__label">{text.actor}</span>
      <select
        className="field__input"
        name="actor"
        value={actor ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as TimelineActor))}
      >
        <option value="">{text.everyone}</option>
        {TIMELINE_ACTORS.map((each) => (
          <option key={each} value={each}>
            {text.actors[each]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function TimelineSection({ token, timeZone }: { readonly token: string; readonly timeZone: string }) {
  const [actor, setActor] = useState<TimelineActor | undefined>(undefined);
  const [page, setPage] = useState(1);
  const view = actor === undefined ? { page } : { actor, page };
  const timeline = useQuery({ ...timelineQueryOptions(token, view), placeholderData: keepPreviousData });
  const body = () => {
    if (!timeline.isSuccess) return <AdminQueryWaiting query={timeline} />;
    const { events, total, pageSize } = timeline.data;
    if (total === 0) return <p>{actor === undefined ? text.empty : text.emptyForActor}</p>;
    return (
      <>
        <StaticTable
          caption={text.heading}
          columns={[text.when, text.what, text.who]}
          rows={events.map((event) => ({
            key: `${event.at}|${event.kind}|${event.summary}|${event.actorName ?? ''}`,
            header: formatDateTime(event.at, timeZone),
            cells: [
              event.summary,
              event.actorName ? `${text.actors[event.actor]}: ${event.actorName}` : text.actors[event.actor],
            ],
          }))}
        />
        <TablePager label={text.heading} page={timeline.data.page} pageSize={pageSize} total={total} onPage={setPage} />
      </>
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-timeline-title">
      <div className="admin-panel__head">
        <h2 id="admin-timeline-title">{text.heading}</h2>
        <ActorFilter
          actor={actor}
          onChange={(next) => {
            setActor(next);
            setPage(1);
          }}
        />
      </div>
      {body()}
    </section>
  );
}
