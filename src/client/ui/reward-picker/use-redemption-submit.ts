import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type RedeemScreen, redeemOutcome } from '../../../domain/outcomes';
import { newIdempotencyKey } from '../../data/redeem-mutations';
import { track } from '../../lib/analytics';
import { HttpError } from '../../lib/api';
import { failureMessage } from '../../lib/api-failure';
import type { RedemptionResult } from './redemption-confirm-dialog';

// spec §4 'Redemption submit', shared by /claim and the bonus screens: call redeem, then
// - 0: the success alert and a 'success' analytics event;
// - 1 or -1: the session-expired dialog (raised by the mutation cache: `meta.sessionCheck`);
// - anything else: the error in the dialog and a 'failure' event.
// One Idempotency-Key per confirmation, made when the user first confirms and kept while the dialog stays
// open, so pressing Proceed again after a lost answer replays the same redemption instead of a second one.

export interface RedemptionSubmitOptions<Variables> {
  readonly mutationKey: readonly unknown[];
  readonly mutationFn: (variables: Variables) => Promise<{ readonly statusId: number }>;
  /** The call's variables for this attempt's key. */
  readonly variablesFor: (idempotencyKey: string) => Variables;
  readonly screen: RedeemScreen;
  /** Names the call in analytics events ('redeem', 'bonusRedeem'). */
  readonly callName: string;
}

export type SubmitEnd = 'redeemed' | 'sessionExpired' | 'error';

export function useRedemptionSubmit<Variables>(options: RedemptionSubmitOptions<Variables>) {
  const { mutationKey, mutationFn, variablesFor, screen, callName } = options;
  const attemptKey = useRef<string | null>(null);
  const [result, setResult] = useState<RedemptionResult | null>(null);
  const mutation = useMutation({ mutationKey, mutationFn, meta: { sessionCheck: true } });
  const { mutateAsync, reset: resetMutation } = mutation;

  const submit = useCallback(async (): Promise<SubmitEnd> => {
    attemptKey.current ??= newIdempotencyKey();
    setResult(null);
    try {
      const { statusId } = await mutateAsync(variablesFor(attemptKey.current));
      const outcome = redeemOutcome(statusId, screen);
      if (outcome.analyticsEvent !== null) track(outcome.analyticsEvent, { call: callName, statusId });
      if (outcome.kind === 'sessionExpired') return 'sessionExpired';
      setResult({ kind: outcome.kind === 'redeemed' ? 'success' : 'error', message: outcome.message });
      return outcome.kind === 'redeemed' ? 'redeemed' : 'error';
    } catch (error) {
      // spec §8: an HTTP failure shows the generic message for its status; it is a failed redemption too.
      track('failure', { call: callName, httpStatus: error instanceof HttpError ? error.httpStatus : null });
      setResult({ kind: 'error', message: failureMessage(error) });
      return 'error';
    }
  }, [mutateAsync, variablesFor, screen, callName]);

  /** A new confirmation starts afresh: no result shown, and a new key when it is confirmed. */
  const reset = useCallback(() => {
    attemptKey.current = null;
    setResult(null);
    resetMutation();
  }, [resetMutation]);

  return { submit, reset, result, isLoading: mutation.isPending };
}
