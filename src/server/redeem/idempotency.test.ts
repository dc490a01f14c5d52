import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../platform/error-handler';
import { idempotencyKeyOf } from './idempotency';

describe('idempotencyKeyOf (docs/architecture.md §4)', () => {
  it.each([
    [
      'a UUID, as the client makes',
      { 'idempotency-key': '0b6f7c1e-3f1a-4c1e-9b7a-2f4d5e6a7b8c' },
      '0b6f7c1e-3f1a-4c1e-9b7a-2f4d5e6a7b8c',
    ],
  ])('%s → %s', (_label, headers, key) => {
    expect(idempotencyKeyOf(headers)).toBe(key);
  });

  // A key outside the contract is refused, never ignored (decision 0027); so is no key (decision 0152).
  it.each([
    ['no header', {}],
    ['a key shorter than the contract allows', { 'idempotency-key': 'short' }],
    ['a key with other characters', { 'idempotency-key': 'not a key: has spaces!' }],
    ['an empty key', { 'idempotency-key': '' }],
    ['a key longer than 128 characters', { 'idempotency-key': 'k'.repeat(129) }],
    ['a repeated header', { 'idempotency-key': ['spend200-first-claim', 'spend200-first-claim'] }],
  ])('%s → 400', (_label, headers) => {
    expect(() => idempotencyKeyOf(headers)).toThrow(BadRequestError);
  });
});
