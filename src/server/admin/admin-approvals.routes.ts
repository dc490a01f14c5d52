import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { decideApprovalCall, type PendingApproval, pendingApprovalsCall } from '../../contract/admin-approvals';
import { routePattern } from '../../contract/envelope';
import { IdSchema, queryInt } from '../../contract/primitives';
import { adminResendMessage } from '../../domain/admin-outcome-texts';
import { STATUS } from '../../domain/outcomes';
import { RESEND_NOT_AVAILABLE } from '../../domain/redeem-refusals';
import type { AppDeps } from '../app-deps';
import { lastContactChangeAt } from '../cardholders/contact-changes.repository';
import { answerSchema } from '../platform/answer-schema';
import { auditAdminAction } from '../platform/audit-trail';
import { adminOf, requireAdmin } from '../platform/sessions/session-guards';
import { listPendingApprovals, type PendingRow } from './admin-approvals.repository';
import { type ApprovalOutcome, decideApproval } from './admin-approvals.service';

// Decisions 0187, 0188: the second admin's screen: what waits (contact changes, held resends), and the decision on
// each. Only the approving role (owners) reads or decides; a decision on one's own request is refused (2).

const ApprovalIdParamsSchema = z.object({ id: queryInt(IdSchema) });

export const APPROVAL_TEXTS = {
  ownRequest: 'You asked for this yourself: another admin must approve or reject it.',
  stale: 'The contact details changed since this was asked for: ask for the change again.',
  notFound: 'Nothing waits under this request any more: it was decided already, or replaced by a newer one.',
  contactChanged: 'Approved: the new contact details are in effect, and the old mobile and e-mail have been told.',
  resent: 'Approved: the eGCs were sent again to the registered mobile number and e-mail address.',
  rejected: 'Rejected: nothing was changed or sent.',
} as const;

const AUDIT_ACTION = {
  'contact-change': { approve: 'contact-change-approved', reject: 'contact-change-rejected' },
  resend: { approve: 'resend-approved', reject: 'resend-rejected' },
} as const;

async function toPending(deps: AppDeps, row: PendingRow, adminId: number): Promise<PendingApproval> {
  const contactChangedAt = row.kind === 'resend' ? await lastContactChangeAt(deps.db, row.cardholderId) : null;
  return {
    id: row.id,
    kind: row.kind,
    promoCode: row.promoCode,
    customerNo: row.customerNo,
    requestedBy: row.requestedByEmail,
    requestedAt: row.requestedAt.toISOString(),
    requestedByYou: row.requestedBy === adminId,
    change: row.kind === 'contact-change' ? { from: row.from, to: row.to, reason: row.reason } : null,
    resend:
      row.kind === 'resend'
        ? { orderID: row.orderId ?? 0, contactChangedAt: contactChangedAt?.toISOString() ?? null }
        : null,
  };
}

function answerOf(outcome: ApprovalOutcome) {
  if (!outcome.ok) {
    const refusal = {
      NOT_FOUND: { id: STATUS.notYetRegistered, message: APPROVAL_TEXTS.notFound },
      OWN_REQUEST: { id: STATUS.invalidToken, message: APPROVAL_TEXTS.ownRequest },
      STALE: { id: STATUS.invalidToken, message: APPROVAL_TEXTS.stale },
    }[outcome.reason];
    return { status: refusal, data: null };
  }
  if (outcome.decision === 'reject')
    return { status: { id: STATUS.success, message: APPROVAL_TEXTS.rejected }, data: null };
  if (outcome.resendStatusId === RESEND_NOT_AVAILABLE) {
    return {
      status: { id: RESEND_NOT_AVAILABLE, message: adminResendMessage(RESEND_NOT_AVAILABLE).text },
      data: null,
    };
  }
  const message = outcome.approval.kind === 'resend' ? APPROVAL_TEXTS.resent : APPROVAL_TEXTS.contactChanged;
  return { status: { id: STATUS.success, message }, data: null };
}

export function adminApprovalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'approveChanges');

    app.get(
      pendingApprovalsCall.fullPath,
      { preValidation, schema: { response: { 200: answerSchema(pendingApprovalsCall) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const adminId = adminOf(request).id;
        const rows = await listPendingApprovals(deps.db, deps.campaignId);
        const data = await Promise.all(rows.map((row) => toPending(deps, row, adminId)));
        return { status: { id: STATUS.success }, data };
      },
    );

    app.post(
      routePattern(decideApprovalCall),
      {
        preValidation,
        schema: {
          params: ApprovalIdParamsSchema,
          body: decideApprovalCall.body,
          response: { 200: decideApprovalCall.response },
        },
      },
      async (request) => {
        const admin = adminOf(request);
        const { decision } = request.body;
        const by = { adminId: admin.id, adminEmail: admin.email };
        const outcome = await decideApproval(deps, { approvalId: request.params.id, by, decision });
        if (outcome.ok) {
          const { approval } = outcome;
          const detail = {
            approval: approval.id,
            requestedBy: approval.requestedByEmail,
            ...(approval.kind === 'contact-change'
              ? { before: approval.from, after: approval.to, reason: approval.reason }
              : { orderID: approval.orderId, statusId: outcome.resendStatusId }),
          };
          await auditAdminAction(deps, request, AUDIT_ACTION[approval.kind][decision], {
            cardholderId: approval.cardholderId,
            detail,
          });
        }
        return answerOf(outcome);
      },
    );
  };
}
