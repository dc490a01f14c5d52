import type { Mutation } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { resumableAfterReload, shouldPersistMutation } from './queued-resends';

type Status = 'idle' | 'pending' | 'success' | 'error';

const mutation = (mutationKey: unknown[], status: Status, isPaused = false) =>
  ({ options: { mutationKey }, state: { status, isPaused } }) as unknown as Pick<Mutation, 'options' | 'state'>;

const persisted = (
  mutations: { mutationKey: unknown[]; status: Status; isPaused: boolean; meta?: Record<string, unknown> }[],
): PersistedClient => ({
  timestamp: 1,
  buster: 'b',
  clientState: {
    queries: [],
    mutations: mutations.map(({ mutationKey, status, isPaused, meta }) => ({
      mutationKey,
      meta,
      state: {
        status,
        isPaused,
        variables: { orderID: 7, idempotencyKey: 'k' },
        data: undefined,
        error: null,
        context: undefined,
        failureCount: 0,
        failureReason: null,
        submittedAt: 1,
      },
    })),
  },
});

describe('which mutations the persisted cache keeps (decision 0064)', () => {
  it.each([
    ['a resend queued offline (pending, paused)', mutation(['resend'], 'pending', true), true],
    [
      'a resend on its way (pending, running): replayed after a reload, harmless with its key',
      mutation(['resend'], 'pending'),
      true,
    ],
    ['a resend that was answered', mutation(['resend'], 'success'), false],
    ['a resend that failed', mutation(['resend'], 'error'), false],
    ['a redeem, even paused: never replayed behind the user', mutation(['redeem'], 'pending', true), false],
    ['a mutation without a key', mutation([], 'pending', true), false],
  ])('%s', (_name, candidate, kept) => {
    expect(shouldPersistMutation(candidate)).toBe(kept);
  });
});

describe('resends saved so that a reload resumes them (decision 0064 "also after a reload")', () => {
  it('saves a pending resend as paused and queued, keeping its variables (the idempotency key) and its checks', () => {
    const [saved] = resumableAfterReload(
      persisted([{ mutationKey: ['resend'], status: 'pending', isPaused: false, meta: { sessionCheck: true } }]),
    ).clientState.mutations;
    expect(saved?.state.isPaused).toBe(true);
    expect(saved?.meta).toEqual({ sessionCheck: true, queued: true });
    expect(saved?.state.variables).toEqual({ orderID: 7, idempotencyKey: 'k' });
  });

  it('leaves anything else as it was', () => {
    const client = persisted([
      { mutationKey: ['resend'], status: 'success', isPaused: false },
      { mutationKey: ['redeem'], status: 'pending', isPaused: false },
    ]);
    expect(resumableAfterReload(client).clientState.mutations).toEqual(client.clientState.mutations);
  });
});
