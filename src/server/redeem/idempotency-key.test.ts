import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from './idempotency-key';

describe('idempotencyKeyOf (ARCHITECTURE.md §4)', () => {
  it.each([
    [
      'a UUID, as the client makes',
      { 'idempotency-key': '0b6f7c1e-3f1a-4c1e-9b7a-2f4d5e6a7b8c' },
      '0b6f7c1e-3f1a-4c1e-9b7a-2f4d5e6a7b8c',
    ],
    ['no header', {}, null],
    ['a key shorter than the contract allows', { 'idempotency-key': 'short' }, null],
    ['a key with other characters', { 'idempotency-key': 'not a key: has spaces!' }, null],
    ['a repeated header', { 'idempotency-key': ['spend200-first-claim', 'spend200-first-claim'] }, null],
  ])('%s → %s', (_label, headers, key) => {
    expect(idempotencyKeyOf(headers)).toBe(key);
  });
});
