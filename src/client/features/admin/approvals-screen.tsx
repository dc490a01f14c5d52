import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApprovalDecision, PendingApproval } from '../../../contract/admin-approvals';
import { fillTemplate, messageFor } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { formatDateTime } from './admin-dates';
import { AdminFailurePanel, AdminQueryWaiting } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { approvalKeys, decideApproval, pendingApprovalsQueryOptions } from './api/admin-approvals';
import { type AdminFailure, adminFailure } from './api/admin-call';
import { StaticTable } from './static-table';

// Decisions 0187, 0188: the second admin's page. Each contact change an admin asked for, and each resend held in the
// cooling-off after one, waits here until another admin with the approving role approves or rejects it; one's own
// requests are listed but cannot be decided (the server refuses them too).

const text = ADMIN_TEXT.approvals;

type Notice =
  | { readonly kind: 'answer'; readonly done: boolean; readonly text: string }
  | { readonly kind: 'failure'; readonly failure: AdminFailure };

const contactLine = (contact: { emailAddress: string | null; mobileNo: string | null }) =>
  [contact.mobileNo, contact.emailAddress].map((value) => value ?? ADMIN_TEXT.cardholder.none).join(', ');

function Request({ approval, timeZone }: { readonly approval: PendingApproval; readonly timeZone: string }) {
  if (approval.change) {
    return (
      <>
        <strong>{text.contactChange}</strong>
        <dl className="admin-approval__change">
          <dt>{text.from}</dt>
          <dd>{contactLine(approval.change.from)}</dd>
          <dt>{text.to}</dt>
          <dd>{contactLine(approval.change.to)}</dd>
          <dt>{text.reason}</dt>
          <dd>{approval.change.reason ?? ADMIN_TEXT.cardholder.none}</dd>
        </dl>
      </>
    );
  }
  const resend = approval.resend;
  return (
    <>
      <strong>{fillTemplate(text.resend, { order: resend?.orderID ?? '' })}</strong>
      {resend?.contactChangedAt ? (
        <p className="admin-approval__note">
          {fillTemplate(text.changedAt, { when: formatDateTime(resend.contactChangedAt, timeZone) })}
        </p>
      ) : null}
    </>
  );
}

function Decide({
  approval,
  onDecide,
}: {
  readonly approval: PendingApproval;
  readonly onDecide: (decision: ApprovalDecision) => Promise<void>;
}) {
  const [pending, setPending] = useState<ApprovalDecision | null>(null);
  if (approval.requestedByYou) return <span className="admin-approval__note">{text.yours}</span>;
  const what = approval.change
    ? text.contactChange
    : fillTemplate(text.resend, { order: approval.resend?.orderID ?? '' });
  const decide = async (decision: ApprovalDecision) => {
    setPending(decision);
    try {
      await onDecide(decision);
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="admin-admins__actions admin-approval__decide">
      <Button
        isPending={pending === 'approve'}
        isDisabled={pending !== null}
        aria-label={fillTemplate(text.approveLabel, { what, promoCode: approval.promoCode })}
        onPress={() => decide('approve')}
      >
        {text.approve}
      </Button>
      <Button
        variant="secondary"
        isPending={pending === 'reject'}
        isDisabled={pending !== null}
        aria-label={fillTemplate(text.rejectLabel, { what, promoCode: approval.promoCode })}
        onPress={() => decide('reject')}
      >
        {text.reject}
      </Button>
    </div>
  );
}

export function ApprovalsScreen({ timeZone }: { readonly timeZone: string }) {
  const queryClient = useQueryClient();
  const approvals = useQuery(pendingApprovalsQueryOptions());
  const [notice, setNotice] = useState<Notice | null>(null);

  const onDecide = async (approval: PendingApproval, decision: ApprovalDecision) => {
    try {
      const answer = await decideApproval(approval.id, decision);
      // The server words what took effect, or why nothing did.
      const said = answer.message ?? messageFor('generic', answer.statusId).text;
      setNotice({ kind: 'answer', done: answer.statusId === STATUS.success, text: said });
    } catch (error) {
      setNotice({ kind: 'failure', failure: adminFailure(error) });
    }
    await queryClient.invalidateQueries({ queryKey: approvalKeys.pending });
  };

  const body = () => {
    if (!approvals.isSuccess) return <AdminQueryWaiting query={approvals} />;
    if (approvals.data.length === 0) return <p>{text.empty}</p>;
    return (
      <StaticTable
        caption={text.heading}
        columns={[text.asked, text.cardholder, text.request, text.askedBy, text.decision]}
        rows={approvals.data.map((approval) => ({
          key: approval.id,
          header: formatDateTime(approval.requestedAt, timeZone),
          cells: [
            `${approval.promoCode} (${approval.customerNo})`,
            <Request key="request" approval={approval} timeZone={timeZone} />,
            approval.requestedBy,
            <Decide key="decide" approval={approval} onDecide={(decision) => onDecide(approval, decision)} />,
          ],
        }))}
      />
    );
  };

  return (
    <section className="admin-screen" aria-labelledby="admin-approvals-title">
      <h1 id="admin-approvals-title">{text.heading}</h1>
      <div className="admin-panel">
        <p className="admin-approval__intro">{text.intro}</p>
        {notice?.kind === 'answer' ? (
          <FeedbackPanel tone={notice.done ? 'success' : 'error'} title={notice.text} body={null} />
        ) : null}
        {notice?.kind === 'failure' ? <AdminFailurePanel failure={notice.failure} /> : null}
        {body()}
      </div>
    </section>
  );
}
