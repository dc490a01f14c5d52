import { useState } from 'react';
import type { Message } from '../../../domain/messages';
import type { OrderGroup } from '../../../domain/orders';
import { useResend } from './use-resend';

/**
 * spec §2 RESEND: the confirmation for one group, Proceed while not loading, the refusal shown in the dialog
 * and the success alert after it closes (spec §4 Resend).
 */
export function useResendFlow(campaignId: number) {
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
    const outcome = await resendOrder(resending.orderID);
    if (outcome.kind === 'failed') return setFailure(outcome.message);
    setResending(null);
    if (outcome.kind === 'sent') setSent(outcome.message);
  };
  return { resending, isPending, failure, sent, open, proceed, back: () => setResending(null) };
}
