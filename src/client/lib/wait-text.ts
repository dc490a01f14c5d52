// A wait the server asks for (a 429's Retry-After), in words: seconds under a minute, else whole minutes, rounded
// up so that one who comes back when told is never early (decision 0167). Intl words the unit and its plural
// ('1 minute', '59 minutes'). Here, not in src/domain: only the screens that count a wait down load it.
const SECONDS = new Intl.NumberFormat('en-PH', { style: 'unit', unit: 'second', unitDisplay: 'long' });
const MINUTES = new Intl.NumberFormat('en-PH', { style: 'unit', unit: 'minute', unitDisplay: 'long' });

export function waitText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return whole < 60 ? SECONDS.format(whole) : MINUTES.format(Math.ceil(whole / 60));
}
