import { describe, expect, it } from 'vitest';
import { hubNoticeAt } from './hub-notice';

describe('hubNoticeAt (spec §2 eGC Hub notices; decision: only before their dates)', () => {
  it.each([
    ['2022-11-23T15:59:59Z', 'older'], // Nov 23, 23:59:59 in Manila
    ['2022-11-23T16:00:00Z', 'current'], // Nov 24, 00:00 in Manila
    ['2023-09-26T15:59:59Z', 'current'],
    ['2023-09-26T16:00:00Z', null], // Sep 27 in Manila: the hub is available
    ['2024-01-01T00:00:00Z', null],
  ])('at %s shows %s', (serverDateTime, notice) => {
    expect(hubNoticeAt(serverDateTime, 'Asia/Manila')).toBe(notice);
  });
});
