import { useQuery } from '@tanstack/react-query';
import { ADMIN_TEXT } from './admin-texts';
import { analyticsSummaryQueryOptions } from './api/analytics-summary';

const COUNT = new Intl.NumberFormat('en-PH');

/**
 * Decision 0068: the spec §7 analytics events the portal's own sink kept, counted per name where an admin sees
 * them. Counts that cannot be read are not the admin's task here: nothing is shown.
 */
export function AnalyticsCounts() {
  const { data } = useQuery(analyticsSummaryQueryOptions());
  if (data === undefined) return null;
  return (
    <section className="admin-panel" aria-labelledby="admin-analytics-title">
      <h2 id="admin-analytics-title">{ADMIN_TEXT.analytics.heading}</h2>
      <dl className="admin-facts">
        {data.map(({ name, count }) => (
          <div key={name} className="admin-facts__item">
            <dt>{ADMIN_TEXT.analytics.names[name]}</dt>
            <dd>{COUNT.format(count)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
