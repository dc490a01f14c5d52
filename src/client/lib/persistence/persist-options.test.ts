import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './persist-options';

const query = (queryKey: unknown[], status: 'success' | 'error', data: unknown) =>
  ({ queryKey, state: { status, data } }) as unknown as Pick<Query, 'queryKey' | 'state'>;

describe('what the persisted cache keeps (decision 0063)', () => {
  it("keeps the cardholder's successful reads, so home and redemptions render offline", () => {
    expect(shouldPersistQuery(query(['cardholder', 'orders', 1], 'success', { kind: 'success', data: [] }))).toBe(true);
    expect(shouldPersistQuery(query(['page-config'], 'success', { campaignID: 1 }))).toBe(true);
  });

  it('drops failures and session-problem answers', () => {
    expect(shouldPersistQuery(query(['cardholder', 'credits', 1], 'error', undefined))).toBe(false);
    expect(shouldPersistQuery(query(['cardholder', 'credits', 1], 'success', { kind: 'status', statusId: 1 }))).toBe(
      false,
    );
  });

  it('never keeps what an admin looked up', () => {
    expect(shouldPersistQuery(query(['admin', 'transactions', 'token'], 'success', { kind: 'success' }))).toBe(false);
  });
});
