import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDateTimeIn, pesosCell } from './csv-format';

describe('CSV values (decision 8: the campaign calendar; decision 1: centavos inside)', () => {
  it.each([
    ['2026-11-20T15:59:59Z', '2026-11-20 23:59:59'],
    ['2026-11-20T16:00:00Z', '2026-11-21 00:00:00'],
    ['2026-12-31T16:00:01Z', '2027-01-01 00:00:01'],
  ])('%s is %s in Manila', (instant, expected) => {
    expect(csvDateTimeIn('Asia/Manila')(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2026-03-08T06:59:59Z', '2026-03-08 01:59:59'],
    ['2026-03-08T07:00:00Z', '2026-03-08 03:00:00'],
    ['2026-11-01T05:59:59Z', '2026-11-01 01:59:59'],
    ['2026-11-01T06:00:00Z', '2026-11-01 01:00:00'],
  ])('a zone with daylight saving time: %s is %s in New York', (instant, expected) => {
    expect(csvDateTimeIn('America/New_York')(new Date(instant))).toBe(expected);
  });

  it.each(['Asia/Manila', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'])(
    'agrees with date-fns on any instant in %s',
    (timeZone) => {
      const cell = csvDateTimeIn(timeZone);
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
          expect(cell(new Date(ms))).toBe(format(new TZDate(ms, timeZone), 'yyyy-MM-dd HH:mm:ss'));
        }),
      );
    },
  );

  it('an instant that is not there is an empty cell', () => {
    expect(csvDateTimeIn('Asia/Manila')(null)).toBe('');
  });

  it.each([
    [150_000, 1500],
    [2_499_999, 24_999.99],
    [-50_000, -500],
    [0, 0],
  ])('%i centavos are %f pesos', (amount, pesos) => {
    expect(pesosCell(amount)).toBe(pesos);
  });
});
