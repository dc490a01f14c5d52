import type { Mutation } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { mutationKeys } from '../../query-keys';

// Decision 0064: a resend that has not been answered yet (queued offline, or on its way when the app closed) must
// survive a reload or a closed app and go out once the connection is back. Only resends: their Idempotency-Key
// makes a replay harmless, and query-client.ts's mutation defaults know how to send them after a reload. A
// redeem is never replayed behind the user's back.

const isResend = (mutationKey: readonly unknown[] | undefined) => mutationKey?.[0] === mutationKeys.resend[0];

export function shouldPersistMutation(mutation: Pick<Mutation, 'options' | 'state'>): boolean {
  return isResend(mutation.options.mutationKey) && mutation.state.status === 'pending';
}

/**
 * After a reload only paused mutations are resumed (`resumePausedMutations`), so a resend that was on its way
 * is saved as paused, and marked queued: its outcome is then shown like any queued resend's.
 */
export function resumableAfterReload(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) =>
    isResend(mutation.mutationKey) && mutation.state.status === 'pending'
      ? {
          ...mutation,
          meta: { ...mutation.meta, sessionCheck: true, queued: true },
          state: { ...mutation.state, isPaused: true },
        }
      : mutation,
  );
  return { ...client, clientState: { ...client.clientState, mutations } };
}
