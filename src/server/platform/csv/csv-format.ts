import { centavos, centavosToPesos } from '../../../domain/money';

// How values read in a CSV: instants as 'YYYY-MM-DD HH:mm:ss' on the campaign's calendar (decision 8: never
// the server's zone), money as a plain number of pesos so a spreadsheet can add it up.

// Zone offsets change only at quarter-hour instants (every rule in the tz database does), so the offset of a
// quarter hour is asked of Intl once and reused: Intl per cell would cost 20 µs, 6 s for a 100,000-row file.
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_CACHED_QUARTERS = 10_000;

const two = (value: number) => String(value).padStart(2, '0');

function offsetReader(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  const offsetOf = (ms: number): number => {
    const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
    const local = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
    return local - ms;
  };
  return (ms) => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      if (offsets.size >= MAX_CACHED_QUARTERS) offsets.clear();
      offset = offsetOf(quarter * QUARTER_HOUR_MS);
      offsets.set(quarter, offset);
    }
    return offset;
  };
}

/** One formatter per file, with its own offset cache. */
export function csvDateTimeIn(timeZone: string): (instant: Date | null) => string {
  const offsetAt = offsetReader(timeZone);
  return (instant) => {
    if (instant === null) return '';
    const local = new Date(instant.getTime() + offsetAt(instant.getTime()));
    const day = `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
    return `${day} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
  };
}

export const pesosCell = (amount: number): number => centavosToPesos(centavos(amount));
