import type { Message } from '../../../../domain/messages';
import { UI_TEXT } from '../../../../domain/messages';
import type { OrderGroup } from '../../../../domain/orders';
import type { ResendOutcome } from '../../../../domain/outcomes';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { CreditsBox } from '../credits/credits-box';
import type { DashboardModel } from '../home/dashboard-model';
import { RedemptionRow } from './redemption-row';
import { ResendDialog } from './resend-dialog';
import { type QueuedResend, useQueuedResends } from './use-queued-resends';
import { useResendFlow } from './use-resend-flow';

export interface RedemptionsTabProps {
  readonly model: DashboardModel;
  readonly campaignId: number;
  readonly timeZone: string;
  /** Redeem in the credits box: /claim with the balance as amount (spec §2). */
  readonly onRedeem: () => void;
}

function RedemptionGroup(props: {
  readonly heading: string;
  readonly groups: readonly OrderGroup[];
  readonly timeZone: string;
  readonly onResend: (group: OrderGroup) => void;
  readonly queued: readonly QueuedResend[];
  readonly onCancelQueued: (mutationId: number) => void;
}) {
  if (props.groups.length === 0) return null;
  return (
    <section className="redemption-group" aria-label={props.heading}>
      <h3>{props.heading}</h3>
      <ul className="redemption-list">
        {props.groups.map((group) => (
          <RedemptionRow
            key={group.orderID}
            group={group}
            timeZone={props.timeZone}
            onResend={props.onResend}
            queued={props.queued.find((each) => each.orderID === group.orderID)}
            onCancelQueued={props.onCancelQueued}
          />
        ))}
      </ul>
    </section>
  );
}

/** The resend alert: 'Resend Successful…', or the error of a queued resend sent later (spec §4 Resend). */
function ResendNotice({
  sent,
  queuedOutcome,
}: {
  readonly sent: Message | null;
  readonly queuedOutcome: ResendOutcome | null;
}) {
  if (sent) return <FeedbackPanel tone="success" title={sent.title} body={sent.body} />;
  if (queuedOutcome === null || queuedOutcome.kind === 'sessionExpired') return null;
  const { message } = queuedOutcome;
  return (
    <FeedbackPanel
      tone={queuedOutcome.kind === 'resent' ? 'success' : 'error'}
      title={message.title}
      body={message.body}
    />
  );
}

/** spec §2 Progress panel, Redemptions tab: the credits box, the two groups or the empty text, RESEND. */
export function RedemptionsTab({ model, campaignId, timeZone, onRedeem }: RedemptionsTabProps) {
  const text = REWARD_TEXT.redemptions;
  const queue = useQueuedResends(campaignId);
  const flow = useResendFlow(campaignId, queue.queue);
  const openResend = (group: OrderGroup) => {
    queue.dismissOutcome();
    flow.open(group);
  };
  const { spendRewards, bonusRewards } = model.promo.redemptions;
  const rows = { timeZone, onResend: openResend, queued: queue.queued, onCancelQueued: queue.cancel };
  return (
    <div className="redemptions-tab">
      <CreditsBox state={model.promo.creditsBox} onRedeem={onRedeem} />
      <ResendNotice sent={flow.sent} queuedOutcome={queue.outcome} />
      {spendRewards.length + bonusRewards.length === 0 ? (
        <p className="redemptions-tab__empty">{UI_TEXT.empty.redemptions}</p>
      ) : null}
      <RedemptionGroup heading={text.spendRewards} groups={spendRewards} {...rows} />
      <RedemptionGroup heading={text.bonusRoundRewards} groups={bonusRewards} {...rows} />
      <ResendDialog
        isOpen={flow.resending !== null}
        isPending={flow.isPending}
        failure={flow.failure}
        onBack={flow.back}
        onProceed={() => void flow.proceed()}
      />
    </div>
  );
}
