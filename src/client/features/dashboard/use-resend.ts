import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Message, messageFor } from '../../../domain/messages';
import { isSessionProblem } from '../../../domain/outcomes';
import { cardholderKeys } from '../../data/cardholder-keys';
import { resendMutationKey } from '../../data/mutation-keys';
import { newIdempotencyKey, resend } from '../../data/redeem-mutations';
import { track } from '../../lib/analytics';
import { HttpError } from '../../lib/api';
import { failureMessage } from '../../lib/api-failure';

/** What one confirmed resend ended in (spec §4 Resend). */
export type ResendOutcome =
  | { readonly kind: 'sent'; readonly message: Message }
  /** 1 or -1: the session-expired dialog is already showing (query-client.ts, `sessionCheck`). */
  | { readonly kind: 'sessionProblem' }
  | { readonly kind: 'failed'; readonly message: Message };

export type ResendResult = Awaited<ReturnType<typeof resend>>;

/**
 * spec §4 Resend: 0 shows 'Resend Successful…'; 1 or -1 flags the session; "other errors show the error and log
 * a failed event". The same for a resend sent at once and for one queued offline and sent later (issue 6).
 */
export function resendOutcome(settled: { readonly result: ResendResult } | { readonly error: unknown }): ResendOutcome {
  if ('error' in settled) {
    const { error } = settled;
    track('failure', { call: 'resend', httpStatus: error instanceof HttpError ? error.httpStatus : null });
    return { kind: 'failed', message: failureMessage(error) };
  }
  const { result } = settled;
  if (result.kind === 'success') return { kind: 'sent', message: messageFor('resend', result.statusId) };
  if (isSessionProblem(result.statusId)) return { kind: 'sessionProblem' };
  track('failure', { call: 'resend', statusId: result.statusId });
  return { kind: 'failed', message: messageFor('resend', result.statusId) };
}

/**
 * spec §4 Resend, online: success shows 'Resend Successful…' and the order is no longer resendable (the orders
 * are reloaded to show it). One idempotency key per attempt. Offline the resend is queued instead
 * (use-queued-resends.ts).
 */
export function useResend(campaignId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: resendMutationKey,
    mutationFn: resend,
    meta: { sessionCheck: true },
  });

  const resendOrder = async (orderID: number): Promise<ResendOutcome> => {
    try {
      const result = await mutation.mutateAsync({ campaignId, orderID, idempotencyKey: newIdempotencyKey() });
      if (result.kind === 'success') {
        await queryClient.invalidateQueries({ queryKey: cardholderKeys.orders(campaignId) });
      }
      return resendOutcome({ result });
    } catch (error) {
      return resendOutcome({ error });
    }
  };

  return { resendOrder, isPending: mutation.isPending };
}
