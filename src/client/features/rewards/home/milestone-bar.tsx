import type { CSSProperties } from 'react';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { fillTemplate } from '../../../../domain/messages';
import { type Centavos, formatPeso } from '../../../../domain/money';
import type { ProgressScale } from '../../../../domain/promo-state';
import { DASHBOARD_TEXT } from './dashboard-texts';
import './milestone-bar.css';

/** A CSS custom property for the stylesheet (the fill's scale, a tick's position). */
const cssVar = (name: string, value: number): CSSProperties => ({ [name]: String(value) }) as CSSProperties;

export interface MilestoneBarProps {
  /** The promo state's one progress scale (decision 0003): the fill and a mark at each of the campaign's goals. */
  readonly progress: ProgressScale;
  readonly totalSpend: Centavos;
  /** spec §9 maximum spend, the bar's end, as the bar's value text says it. */
  readonly maximum: Centavos;
}

/**
 * The spend progress bar. spec §2, §9: marks at 0.333, 0.667 and 1 labelled P50K, P75K and P200K, drawn where the
 * campaign has a goal (the two-tier reading has no P50K goal to mark). spec §2: "The progress animation runs 1400 ms
 * after a 1 s delay" — done in CSS (milestone-bar.css), and not at all under prefers-reduced-motion.
 */
export function MilestoneBar({ progress, totalSpend, maximum }: MilestoneBarProps) {
  const valueText = fillTemplate(DASHBOARD_TEXT.progress.barValue, {
    spend: formatPeso(totalSpend),
    maximum: formatPeso(maximum),
  });
  return (
    <ProgressBar
      className="milestone-bar"
      aria-label={DASHBOARD_TEXT.progress.barLabel}
      value={progress.value}
      minValue={0}
      maxValue={1}
      valueLabel={valueText}
    >
      <div className="milestone-bar__track">
        <div className="milestone-bar__fill" style={cssVar('--progress', progress.value)} />
        {progress.marks.map(({ mark, reached }) => (
          <span
            key={mark}
            className="milestone-bar__tick"
            data-reached={reached || undefined}
            style={cssVar('--mark', mark)}
          />
        ))}
      </div>
      <div className="milestone-bar__labels" aria-hidden="true">
        {progress.marks.map(({ mark, shortLabel }) => (
          <span key={mark} className="milestone-bar__label" style={cssVar('--mark', mark)}>
            {shortLabel}
          </span>
        ))}
      </div>
    </ProgressBar>
  );
}
