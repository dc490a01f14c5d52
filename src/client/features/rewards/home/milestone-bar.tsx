import type { CSSProperties } from 'react';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { PROGRESS_MILESTONES, type SpendGoal } from '../../../../domain/goals';
import { fillTemplate } from '../../../../domain/messages';
import { type Centavos, formatPeso } from '../../../../domain/money';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { DASHBOARD_TEXT } from './dashboard-texts';
import './milestone-bar.css';

// spec §2, §9: marks at 0.333, 0.667 and 1 labelled P50K, P75K and P200K (the 0 mark has no label). Only the
// marks of the campaign's own goals are drawn: the two-tier reading has no P50K goal to mark.
const LABELLED_MARKS = PROGRESS_MILESTONES.slice(1).map((milestone, index) => ({
  spend: milestone.spend,
  mark: milestone.mark,
  label: REWARD_TEXT.progress.milestones[index] ?? '',
}));

/** A CSS custom property for the stylesheet (the fill's scale, a tick's position). */
const cssVar = (name: string, value: number): CSSProperties => ({ [name]: String(value) }) as CSSProperties;

const MAXIMUM = PROGRESS_MILESTONES[PROGRESS_MILESTONES.length - 1]?.spend as Centavos;

export interface MilestoneBarProps {
  /** `progressValue(totalSpend)`, 0 to 1 (decision 3). */
  readonly progress: number;
  readonly totalSpend: Centavos;
  /** The campaign's goals: a mark is drawn where one of them is. */
  readonly goals: readonly SpendGoal[];
}

/**
 * The spend progress bar. spec §2: "The progress animation runs 1400 ms after a 1 s delay" — done in CSS
 * (milestone-bar.css), and not at all under prefers-reduced-motion.
 */
export function MilestoneBar({ progress, totalSpend, goals }: MilestoneBarProps) {
  const marks = LABELLED_MARKS.filter(({ spend }) => goals.some((goal) => goal.threshold === spend));
  const valueText = fillTemplate(DASHBOARD_TEXT.progress.barValue, {
    spend: formatPeso(totalSpend),
    maximum: formatPeso(MAXIMUM),
  });
  return (
    <ProgressBar
      className="milestone-bar"
      aria-label={DASHBOARD_TEXT.progress.barLabel}
      value={progress}
      minValue={0}
      maxValue={1}
      valueLabel={valueText}
    >
      <div className="milestone-bar__track">
        <div className="milestone-bar__fill" style={cssVar('--progress', progress)} />
        {marks.map(({ mark }) => (
          <span
            key={mark}
            className="milestone-bar__tick"
            data-reached={progress >= mark || undefined}
            style={cssVar('--mark', mark)}
          />
        ))}
      </div>
      <div className="milestone-bar__labels" aria-hidden="true">
        {marks.map(({ mark, label }) => (
          <span key={mark} className="milestone-bar__label" style={cssVar('--mark', mark)}>
            {label}
          </span>
        ))}
      </div>
    </ProgressBar>
  );
}
