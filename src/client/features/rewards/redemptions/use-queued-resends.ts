import { type Mutation, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResendOutcome } from '../../../../domain/outcomes';
import { cardholderKeys, mutationKeys } from '../../../query-keys';
import { newIdempotencyKey, type ResendVariables, resend } from '../api/redeem-mutations';
import { type ResendResult, settledResendOutcome } from './use-resend';

// Decision 0064: RESEND while offline queues the resend. TanStack Query pauses the mutation until the connection is
// back; the persisted cache keeps it across a reload or a closed app (lib/persistence), and query-client.ts's
// mutation defaults know how to send it then. Its idempotency key is made here, when it is queued, so a replay
// is harmless. Everything below reads the mutation cache, so the queue looks the same after a reload.

/** `queued` marks a resend queued offline: its outcome is shown when it is finally sent. */
const QUEUED_RESEND_META = { sessionCheck: true, queued: true } as const;

export interface QueuedResend {
  readonly mutationId: number;
  readonly orderID: number;
  /** Still waiting for the connection: it can be cancelled. */
  readonly isPaused: boolean;
}

type AnyMutation = Mutation;

const variablesOf = (mutation: AnyMutation) => mutation.state.variables as ResendVariables;
const wasQueued = (mutation: AnyMutation) => mutation.meta?.queued === true;
const isSettled = (mutation: AnyMutation) => mutation.state.status === 'success' || mutation.state.status === 'error';

function settledOutcome(mutation: { readonly status: string; readonly result: unknown; readonly error: unknown }) {
  return mutation.status === 'error'
    ? settledResendOutcome({ error: mutation.error })
    : settledResendOutcome({ result: mutation.result as ResendResult });
}

export function useQueuedResends(campaignId: number) {
  const queryClient = useQueryClient();
  const queueMutation = useMutation({ mutationKey: mutationKeys.resend, mutationFn: resend, meta: QUEUED_RESEND_META });
  // Queued: waiting for the connection, or queued earlier and being sent now. A resend sent at once is not
  // (its dialog shows it is running).
  const queued: QueuedResend[] = useMutationState({
    filters: {
      mutationKey: mutationKeys.resend,
      status: 'pending',
      predicate: (mutation) =>
        variablesOf(mutation).campaignId === campaignId && (mutation.state.isPaused || wasQueued(mutation)),
    },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      orderID: variablesOf(mutation).orderID,
      isPaused: mutation.state.isPaused,
    }),
  });
  const settled = useMutationState({
    filters: { mutationKey: mutationKeys.resend, predicate: (mutation) => wasQueued(mutation) && isSettled(mutation) },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      status: mutation.state.status,
      result: mutation.state.data,
      error: mutation.state.error,
    }),
  });
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const handled = useRef(new Set<number>());

  const removeMutation = useCallback(
    (mutationId: number) => {
      const cache = queryClient.getMutationCache();
      const mutation = cache.getAll().find((each) => each.mutationId === mutationId);
      if (mutation && (mutation.state.isPaused || isSettled(mutation))) cache.remove(mutation);
    },
    [queryClient],
  );

  // A queued resend was sent (now, or after a reload): its outcome is shown once, then it leaves the cache, and
  // the orders are reloaded so the order shows as no longer resendable (spec §4 Resend).
  useEffect(() => {
    const fresh = settled.filter((each) => !handled.current.has(each.mutationId));
    const last = fresh.at(-1);
    if (last === undefined) return;
    for (const each of fresh) {
      handled.current.add(each.mutationId);
      removeMutation(each.mutationId);
    }
    setOutcome(settledOutcome(last));
    void queryClient.invalidateQueries({ queryKey: cardholderKeys.orders(campaignId) });
  }, [settled, removeMutation, queryClient, campaignId]);

  return {
    queued,
    queue: (orderID: number) => queueMutation.mutate({ campaignId, orderID, idempotencyKey: newIdempotencyKey() }),
    /** Cancels a queued resend before it is sent: out of the cache, so the persisted cache drops it too. */
    cancel: removeMutation,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
