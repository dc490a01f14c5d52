import { describe, expect, it } from 'vitest';
import { decideEgcStatus, type EgcStatusNow } from './egc-status-rule';

const T1 = new Date('2026-11-20T01:00:00Z');
const T2 = new Date('2026-11-20T02:00:00Z');
const T3 = new Date('2026-11-20T03:00:00Z');

const active: EgcStatusNow = { statusId: 43, usedAt: null, statusReportedAt: null };
const usedAtT2: EgcStatusNow = { statusId: 44, usedAt: T2, statusReportedAt: T2 };

describe('a provider event and the eGC it names (decision 0082)', () => {
  it.each([
    [
      'redeemed marks an active eGC used at the reported time',
      active,
      'redeemed',
      T2,
      { statusId: 44, usedAt: T2, statusReportedAt: T2 },
    ],
    [
      'active after a later redeemed reverses it',
      usedAtT2,
      'active',
      T3,
      { statusId: 43, usedAt: null, statusReportedAt: T3 },
    ],
    [
      'redeemed on an eGC used before we knew when (older data) records when',
      { statusId: 44, usedAt: null, statusReportedAt: null },
      'redeemed',
      T1,
      { statusId: 44, usedAt: T1, statusReportedAt: T1 },
    ],
  ] as const)('%s', (_name, current, status, at, next) => {
    expect(decideEgcStatus(current, { status, at })).toEqual({ apply: true, next });
  });

  it.each([
    ['the same event twice (idempotent)', usedAtT2, 'redeemed', T2, 'stale'],
    ['an event older than the last applied (out of order)', usedAtT2, 'active', T1, 'stale'],
    ['redeemed again later: the first use stands', usedAtT2, 'redeemed', T3, 'same'],
    ['active on an active eGC', active, 'active', T1, 'same'],
  ] as const)('changes nothing for %s', (_name, current, status, at, why) => {
    expect(decideEgcStatus(current, { status, at })).toEqual({ apply: false, why });
  });
});
