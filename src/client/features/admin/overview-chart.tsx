import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { ADMIN_TEXT } from './admin-texts';
import type { CountRow, ReachedRow } from './overview-figures';

// Decision 0141: every chart is drawn with visx (scales, axes and bars as plain SVG, no chart state of its own)
// and is reachable like a list: one tab stop per chart; the arrow keys, Home and End walk its bars, each bar
// named for a screen reader ('Nov 18: Registrations 2') and its value shown beside it. The same numbers are in
// a table in a disclosure under the chart. Colours are the design system's tokens.

const COUNT = new Intl.NumberFormat('en-PH');
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 40 } as const;
const TICK_LABEL = { fill: 'var(--muted)', fontSize: 12, fontFamily: 'inherit' } as const;

/** One bar group per row; each series a value per row. */
interface Series {
  readonly name: string;
  readonly colour: string;
  readonly values: readonly number[];
}

function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(count - 1, index + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function Bars({
  titleId,
  title,
  width,
  labels,
  series,
  tickOf,
}: {
  readonly titleId: string;
  readonly title: string;
  readonly width: number;
  readonly labels: readonly string[];
  readonly series: readonly Series[];
  readonly tickOf: (label: string) => string;
}) {
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const groups = useRef<(SVGGElement | null)[]>([]);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...series.flatMap((each) => each.values));
  const x = scaleBand({ domain: labels.map((_, index) => index), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand({ domain: series.map((each) => each.name), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // Whole numbers only: a count has no 0.2.
  const yTicks = y.ticks(4).filter(Number.isInteger);
  const everyNth = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(innerWidth / 64))));
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, active, labels.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    groups.current[next]?.focus();
  };
  return (
    <svg width={width} height={HEIGHT} className="admin-chart" aria-labelledby={titleId}>
      <title>{title}</title>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows scale={y} width={innerWidth} tickValues={yTicks} stroke="var(--border-subtle)" aria-hidden />
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={(value) => COUNT.format(Number(value))}
          hideAxisLine
          hideTicks
          tickLabelProps={TICK_LABEL}
          aria-hidden
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickFormat={(index) => (Number(index) % everyNth === 0 ? tickOf(labels[Number(index)] ?? '') : '')}
          stroke="var(--border-strong)"
          hideTicks
          tickLabelProps={TICK_LABEL}
          aria-hidden
        />
        {/* One tab stop: the active bar group; the arrow keys move it (a roving tab index). */}
        <g>
          {labels.map((label, index) => {
            const name = `${label}: ${series.map((each) => `${each.name} ${COUNT.format(each.values[index] ?? 0)}`).join(', ')}`;
            const left = x(index) ?? 0;
            const shown = focused && index === active;
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a data point of an SVG chart, focusable so the keyboard reaches it, an image named by its values for a screen reader
              <g
                key={label}
                ref={(element) => {
                  groups.current[index] = element;
                }}
                role="img"
                aria-label={name}
                tabIndex={index === active ? 0 : -1}
                className="admin-chart__group"
                data-active={shown || undefined}
                onFocus={() => {
                  setActive(index);
                  setFocused(true);
                }}
                onBlur={() => setFocused(false)}
                onKeyDown={onKeyDown}
              >
                <rect x={left} y={0} width={x.bandwidth()} height={innerHeight} className="admin-chart__hit" />
                {series.map((each) => {
                  const value = each.values[index] ?? 0;
                  const top = y(value);
                  return (
                    <Bar
                      key={each.name}
                      x={left + (inner(each.name) ?? 0)}
                      y={top}
                      width={inner.bandwidth()}
                      height={innerHeight - top}
                      fill={each.colour}
                      rx={2}
                    />
                  );
                })}
                {shown ? (
                  <text x={left + x.bandwidth() / 2} y={-2} textAnchor="middle" className="admin-chart__value">
                    {series.map((each) => COUNT.format(each.values[index] ?? 0)).join(' / ')}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      </Group>
    </svg>
  );
}

function Figure({
  id,
  title,
  series,
  labels,
  tickOf,
  table,
}: {
  readonly id: string;
  readonly title: string;
  readonly series: readonly Series[];
  readonly labels: readonly string[];
  readonly tickOf: (label: string) => string;
  readonly table: ReactNode;
}) {
  return (
    <figure className="admin-overview__chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="admin-overview__chart-title">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="admin-chart__legend" aria-hidden="true">
          {series.map((each) => (
            <li key={each.name} className={`admin-chart__key admin-chart__key--${series.indexOf(each) + 1}`}>
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
                titleId={`${id}-title`}
                title={title}
                width={width}
                labels={labels}
                series={series}
                tickOf={tickOf}
              />
            ) : null
          }
        </ParentSize>
      </div>
      <details className="admin-overview__numbers">
        <summary>{ADMIN_TEXT.overview.showNumbers}</summary>
        {table}
      </details>
    </figure>
  );
}

function NumbersTable({
  caption,
  columns,
  rows,
}: {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly [string, ...number[]])[];
}) {
  return (
    <table className="admin-table admin-overview__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index > 0 ? 'admin-table__numeric' : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ...values]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {values.map((value, index) => (
              <td key={columns[index + 1]} className="admin-table__numeric">
                {COUNT.format(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const same = (label: string): string => label;

/** One series of counts: a bar per row (per day, per band). */
export function CountChart({
  id,
  title,
  labelColumn,
  countColumn,
  rows,
  tickOf = same,
}: {
  readonly id: string;
  readonly title: string;
  readonly labelColumn: string;
  readonly countColumn: string;
  readonly rows: readonly CountRow[];
  readonly tickOf?: (label: string) => string;
}) {
  return (
    <Figure
      id={id}
      title={title}
      labels={rows.map((row) => row.label)}
      series={[{ name: countColumn, colour: 'var(--chart-1)', values: rows.map((row) => row.count) }]}
      tickOf={tickOf}
      table={
        <NumbersTable
          caption={title}
          columns={[labelColumn, countColumn]}
          rows={rows.map((row) => [row.label, row.count] as const)}
        />
      }
    />
  );
}

/** Reached beside claimed, a pair of bars per row (per spend goal, per bonus round). */
export function ReachedChart({
  id,
  title,
  labelColumn,
  rows,
  tickOf = same,
}: {
  readonly id: string;
  readonly title: string;
  readonly labelColumn: string;
  readonly rows: readonly ReachedRow[];
  readonly tickOf?: (label: string) => string;
}) {
  const { reached, claimed } = ADMIN_TEXT.overview;
  return (
    <Figure
      id={id}
      title={title}
      labels={rows.map((row) => row.label)}
      series={[
        { name: reached, colour: 'var(--chart-1)', values: rows.map((row) => row.reached) },
        { name: claimed, colour: 'var(--chart-2)', values: rows.map((row) => row.claimed) },
      ]}
      tickOf={tickOf}
      table={
        <NumbersTable
          caption={title}
          columns={[labelColumn, reached, claimed]}
          rows={rows.map((row) => [row.label, row.reached, row.claimed] as const)}
        />
      }
    />
  );
}
