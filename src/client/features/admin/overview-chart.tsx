import { ParentSize } from '@visx/responsive';
import { ADMIN_TEXT } from './admin-texts';
import { Bars, COUNT, type Series } from './overview-bars';
import type { CountRow, ReachedRow } from './overview-figures';

// Decision 0141: each chart of the overview is one figure: its caption, a legend when it has several series, the
// bars (overview-bars.tsx), and the same numbers as a table behind "Show the numbers", made from the same series
// so the chart and its table cannot disagree.

function NumbersTable({
  caption,
  labelColumn,
  labels,
  series,
}: {
  readonly caption: string;
  readonly labelColumn: string;
  readonly labels: readonly string[];
  readonly series: readonly Series[];
}) {
  return (
    <table className="admin-table admin-overview__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelColumn}</th>
          {series.map((each) => (
            <th key={each.name} scope="col" className="admin-table__numeric">
              {each.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((each) => (
              <td key={each.name} className="admin-table__numeric">
                {COUNT.format(each.values[index] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface OverviewChartProps {
  readonly id: string;
  readonly title: string;
  /** The numbers table's first column: what a bar group stands for (a day, a band, a goal). */
  readonly labelColumn: string;
  readonly labels: readonly string[];
  readonly series: readonly Series[];
  /** The axis's short form of a label. */
  readonly tickOf?: ((label: string) => string) | undefined;
  /** Decision 0229: what the bars count, the vertical axis's title (the horizontal one is `labelColumn`). */
  readonly valueTitle: string;
}

const same = (label: string): string => label;

/** One chart of the overview: caption, legend, bars and the numbers table. */
function OverviewChart({ id, title, labelColumn, labels, series, tickOf = same, valueTitle }: OverviewChartProps) {
  const titleId = `${id}-title`;
  return (
    <figure className="admin-overview__chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="admin-overview__chart-title">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="admin-chart__legend" aria-hidden="true">
          {series.map((each, position) => (
            <li key={each.name} className={`admin-chart__key admin-chart__key--${position + 1}`}>
              {each.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-overview__plot">
        <ParentSize debounceTime={50}>
          {({ width }) =>
            width > 0 ? (
              <Bars
                titleId={titleId}
                title={title}
                width={width}
                labels={labels}
                series={series}
                tickOf={tickOf}
                axisTitles={{ x: labelColumn, y: valueTitle }}
              />
            ) : null
          }
        </ParentSize>
      </div>
      <details className="admin-overview__numbers">
        <summary>{ADMIN_TEXT.overview.showNumbers}</summary>
        <NumbersTable caption={title} labelColumn={labelColumn} labels={labels} series={series} />
      </details>
    </figure>
  );
}

type ChartOf<R> = Omit<OverviewChartProps, 'labels' | 'series'> & { readonly rows: readonly R[] };

/** One series of counts: a bar per row (per day, per band). */
export function CountChart({
  rows,
  countColumn,
  ...chart
}: Omit<ChartOf<CountRow>, 'valueTitle'> & { readonly countColumn: string }) {
  return (
    <OverviewChart
      {...chart}
      valueTitle={countColumn}
      labels={rows.map((row) => row.label)}
      series={[{ name: countColumn, values: rows.map((row) => row.count) }]}
    />
  );
}

/** Reached beside claimed, a pair of bars per row (per spend goal, per bonus round). */
export function ReachedChart({ rows, ...chart }: ChartOf<ReachedRow>) {
  const { reached, claimed } = ADMIN_TEXT.overview;
  return (
    <OverviewChart
      {...chart}
      labels={rows.map((row) => row.label)}
      series={[
        { name: reached, values: rows.map((row) => row.reached) },
        { name: claimed, values: rows.map((row) => row.claimed) },
      ]}
    />
  );
}
