import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { type KeyboardEvent, useRef, useState } from 'react';

// Decision 0141: every chart is drawn with visx (scales, axes and bars as plain SVG, no chart state of its own)
// and is reachable like a list: one tab stop per chart; the arrow keys, Home and End walk its bars, each bar
// named for a screen reader ('Nov 18: Registrations 2'). Colours are the design
// system's tokens, one per series in order (the legend's keys use the same). Decision 0229: each bar carries its
// value above it and each group its label below, while they fit (a long range of days labels every n-th); both
// axes are titled.

export const COUNT = new Intl.NumberFormat('en-PH');
const HEIGHT = 272;
const MARGIN = { top: 20, right: 8, bottom: 48, left: 56 } as const;
const TICK_FONT_PX = 11;
const TICK_LABEL = { fill: 'var(--muted)', fontSize: TICK_FONT_PX, fontFamily: 'inherit' } as const;
/** A tick label's width is estimated (no layout pass in an SVG drawn in one render): Inter's widest common glyphs. */
const GLYPH_PX = 6.2;
const TICK_GAP_PX = 4;
/** A value above a bar narrower than this would overlap its neighbour's. */
const MIN_VALUE_BAR_PX = 14;

/** Every n-th group's label, the smallest n whose labels do not overlap (1: every group). */
export function tickStep(tickTexts: readonly string[], groupWidth: number): number {
  const widest = Math.max(1, ...tickTexts.map((each) => each.length)) * GLYPH_PX + TICK_GAP_PX;
  return groupWidth <= 0 ? 1 : Math.max(1, Math.ceil(widest / groupWidth));
}

/** One bar group per row; each series a value per row. */
export interface Series {
  readonly name: string;
  readonly values: readonly number[];
}

/** The n-th series' colour token (from 1), as admin.css's `--chart-n`. */
const seriesColour = (position: number): string => `var(--chart-${position})`;

function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(count - 1, index + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function Bars({
  titleId,
  title,
  width,
  labels,
  series,
  tickOf,
  axisTitles,
}: {
  readonly titleId: string;
  readonly title: string;
  readonly width: number;
  readonly labels: readonly string[];
  readonly series: readonly Series[];
  readonly tickOf: (label: string) => string;
  /** The axes' titles: what a group is (below), what the bars count (beside). */
  readonly axisTitles: { readonly x: string; readonly y: string };
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
  const everyNth = tickStep(labels.map(tickOf), x.step());
  const valuesShown = inner.bandwidth() >= MIN_VALUE_BAR_PX;
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
        <g className="admin-chart__axis-title">
          <text x={innerWidth / 2} y={innerHeight + MARGIN.bottom - 6} textAnchor="middle">
            {axisTitles.x}
          </text>
          <text transform={`translate(${14 - MARGIN.left}, ${innerHeight / 2}) rotate(-90)`} textAnchor="middle">
            {axisTitles.y}
          </text>
        </g>
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
                {series.map((each, position) => {
                  const value = each.values[index] ?? 0;
                  const top = y(value);
                  return (
                    <Bar
                      key={each.name}
                      x={left + (inner(each.name) ?? 0)}
                      y={top}
                      width={inner.bandwidth()}
                      height={innerHeight - top}
                      fill={seriesColour(position + 1)}
                      rx={2}
                    />
                  );
                })}
                {valuesShown
                  ? series.map((each) => (
                      <text
                        key={each.name}
                        x={left + (inner(each.name) ?? 0) + inner.bandwidth() / 2}
                        y={y(each.values[index] ?? 0) - 4}
                        textAnchor="middle"
                        className="admin-chart__value"
                      >
                        {COUNT.format(each.values[index] ?? 0)}
                      </text>
                    ))
                  : null}
                {shown && !valuesShown ? (
                  <text x={left + x.bandwidth() / 2} y={-4} textAnchor="middle" className="admin-chart__value">
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
