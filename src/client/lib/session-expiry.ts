import { useSyncExternalStore } from 'react';
import { isSessionProblem } from '../../domain/outcomes';

// spec §4: "Status id 1 or -1 from data calls marks the session as not allowed and shows the session-expired
// overlay." One flag for the whole app: any data hook raises it, the root route shows the dialog.

let expired = false;
const listeners = new Set<() => void>();

function setExpired(next: boolean): void {
  if (expired === next) return;
  expired = next;
  for (const listener of listeners) listener();
}

export const sessionExpiry = {
  flag: (): void => setExpired(true),
  clear: (): void => setExpired(false),
  isExpired: (): boolean => expired,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSessionExpired(): boolean {
  return useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.isExpired, sessionExpiry.isExpired);
}

/** Raises the flag when a data call answered 1 or -1; true when it did. */
export function flagIfSessionProblem(statusId: number): boolean {
  if (!isSessionProblem(statusId)) return false;
  sessionExpiry.flag();
  return true;
}

/** A query's or mutation's result as `callApi` returns it: a non-success status id. */
function statusIdOf(result: unknown): number | null {
  if (typeof result !== 'object' || result === null) return null;
  const { kind, statusId } = result as { kind?: unknown; statusId?: unknown };
  return kind === 'status' && typeof statusId === 'number' ? statusId : null;
}

/**
 * For the query cache's `onSuccess`: a data hook that returns `callApi`'s result as is gets the dialog for
 * free. Calls where 1 means something else (send OTP 1 is 'Invalid Promo Code') map their result first.
 */
export function flagIfSessionProblemResult(result: unknown): void {
  const statusId = statusIdOf(result);
  if (statusId !== null) flagIfSessionProblem(statusId);
}
