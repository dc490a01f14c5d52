import { queryOptions } from '@tanstack/react-query';
import { type ApprovalDecision, decideApprovalCall, pendingApprovalsCall } from '../../../../contract/admin-approvals';
import { adminCall, adminRead, retryTransientFailure } from './admin-call';
import { adminKeys } from './admin-keys';

// Decisions 0187, 0188: what waits for a second admin, and the decision on each. The key is under adminKeys.all,
// so a sign-out clears it.

export const approvalKeys = { pending: [...adminKeys.all, 'approvals'] as const };

export const pendingApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.pending,
    queryFn: ({ signal }) => adminRead(pendingApprovalsCall, { signal }),
    retry: retryTransientFailure,
  });

/** The decision's answer: its status id and the server's words (what took effect, or why it was refused). */
export async function decideApproval(
  id: number,
  decision: ApprovalDecision,
): Promise<{ readonly statusId: number; readonly message: string | null }> {
  const result = await adminCall(decideApprovalCall, { params: { id }, body: { decision } });
  return { statusId: result.statusId, message: result.message ?? null };
}
