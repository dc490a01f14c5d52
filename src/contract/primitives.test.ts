import { describe, expect, it } from 'vitest';
import { TimeZoneSchema } from '../domain/campaign-config';
import { DayKeySchema, IsoDateTimeSchema } from './primitives';

describe('wire day and instant formats (shared with src/domain/campaign-config.ts)', () => {
  it.each([
    ['2023-11-30', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-9-15', false],
    ['2023-09-15T00:00:00Z', false],
  ])("DayKeySchema 'YYYY-MM-DD': %s → %s", (value, ok) => {
    expect(DayKeySchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['2023-11-30T23:59:59+08:00', true],
    ['2023-11-30T15:59:59.000Z', true],
    ['2023-11-30T23:59:59', false],
    ['2023-11-30', false],
  ])('IsoDateTimeSchema needs Z or an offset: %s → %s', (value, ok) => {
    expect(IsoDateTimeSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['Asia/Manila', true],
    ['UTC', true],
    ['Europe/Berlin', true],
    ['Mars/Base', false],
  ])('TimeZoneSchema accepts IANA zones: %s → %s', (value, ok) => {
    expect(TimeZoneSchema.safeParse(value).success).toBe(ok);
  });
});
