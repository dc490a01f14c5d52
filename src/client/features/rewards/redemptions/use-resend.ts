import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResendOutcome, resendFailedOutcome, resendOutcome } from '../../../../domain/outcomes';
import { type AnalyticsDetail, track } from '../../../lib/analytics';
import { HttpError } from '../../../lib/api';
import { failureMessage } from '../../../lib/api-failure';
import { cardholderKeys, mutationKeys } from '../../../query-keys';
import { newIdempotencyKey, resend } from '../api/redeem-mutations';

export type ResendResult = Awaited<ReturnType<typeof resend>>;

/**
 * spec §4 Resend, as the domain's resendOutcome reads it: 0 shows 'Resend Successful…'; 1 or -1 flags the session
 * (the session-expired dialog is already showing: query-client.ts, `sessionCheck`); "other errors show the error
 * and log a failed event". The same for a resend sent at once and for one queued offline and sent later.
 */
export function settledResendOutcome(
  settled: { readonly result: ResendResult } | { readonly error: unknown },
): ResendOutcome {
  if ('error' in settled) {
    const httpStatus = settled.error instanceof HttpError ? settled.error.httpStatus : undefined;
    // The generic text for its HTTP status, as resendFailedOutcome has it, or that no answer came (decision 0165).
    const outcome = { ...resendFailedOutcome(httpStatus), message: failureMessage(settled.error) };
    return tracked(outcome, { httpStatus: httpStatus ?? null });
  }
  const { statusId } = settled.result;
  return tracked(resendOutcome(statusId), { statusId });
}

function tracked(outcome: ResendOutcome, detail: AnalyticsDetail): ResendOutcome {
  if (outcome.analyticsEvent !== null) track(outcome.analyticsEvent, { call: 'resend', ...detail });
  return outcome;
}

/**
 * spec §4 Resend, online: success shows 'Resend Successful…' and the order is no longer resendable (the orders
 * are reloaded to show it). One idempotency key per attempt. Offline the resend is queued instead
 * (use-queued-resends.ts).
 */
export function useResend(campaignId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: mutationKeys.resend,
    mutationFn: resend,
    meta: { sessionCheck: true },
  });

  const resendOrder = async (orderID: number): Promise<ResendOutcome> => {
    try {
      const result = await mutation.mutateAsync({ campaignId, orderID, idempotencyKey: newIdempotencyKey() });
      if (result.kind === 'success') {
        await queryClient.invalidateQueries({ queryKey: cardholderKeys.orders(campaignId) });
      }
      return settledResendOutcome({ result });
    } catch (error) {
      return settledResendOutcome({ error });
    }
  };

  return { resendOrder, isPending: mutation.isPending };
}
