import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import type { Message } from '../../../../domain/messages';
import type { OrderGroup } from '../../../../domain/orders';
import { useResend } from './use-resend';

/**
 * spec §2 RESEND: the confirmation for one group, Proceed while not loading, the refusal shown in the dialog
 * and the success alert after it closes (spec §4 Resend). Offline, Proceed queues the resend instead
 * (`queue`, use-queued-resends.ts) and closes the dialog (decision 0064).
 */
export function useResendFlow(campaignId: number, queue: (orderID: number) => void) {
  const { resendOrder, isPending } = useResend(campaignId);
  const [resending, setResending] = useState<OrderGroup | null>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  const [sent, setSent] = useState<Message | null>(null);

  const open = (group: OrderGroup) => {
    setSent(null);
    setFailure(null);
    setResending(group);
  };
  const proceed = async () => {
    if (resending === null || isPending) return;
    if (!onlineManager.isOnline()) {
      queue(resending.orderID);
      return setResending(null);
    }
    const outcome = await resendOrder(resending.orderID);
    if (outcome.kind === 'error') return setFailure(outcome.message);
    setResending(null);
    if (outcome.kind === 'resent') setSent(outcome.message);
  };
  return { resending, isPending, failure, sent, open, proceed, back: () => setResending(null) };
}
