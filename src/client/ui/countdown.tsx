import type { Countdown as CountdownValue } from '../../domain/dates';
import './countdown.css';

const NOT_KNOWN_YET = '--:--:--';
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** '3d 04:05:06', or '04:05:06' in the last day. */
export function formatCountdown(left: CountdownValue): string {
  const clock = `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
  return left.days > 0 ? `${left.days}d ${clock}` : clock;
}

/** ISO 8601 duration for <time dateTime>, e.g. 'P3DT4H5M6S'. */
export function countdownDuration(left: CountdownValue): string {
  return `P${left.days}DT${left.hours}H${left.minutes}M${left.seconds}S`;
}

/**
 * A live countdown (spec §4: ticking every second). role="timer" is not announced on each tick; the label
 * says what ends.
 */
export function Countdown({ label, left }: { readonly label: string; readonly left: CountdownValue | null }) {
  // null: the end is not known yet (a prerendered page hydrating); the box keeps its place, so no shift when it is.
  return (
    <p className="countdown">
      <span className="countdown__label">{label}</span>{' '}
      <time className="countdown__value" role="timer" dateTime={left ? countdownDuration(left) : undefined}>
        {left ? formatCountdown(left) : NOT_KNOWN_YET}
      </time>
    </p>
  );
}
