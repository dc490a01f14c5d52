import { UI_TEXT } from '../../../domain/messages';
import type { OrderGroup } from '../../../domain/orders';
import { CreditsBox } from '../../ui/credits-box';
import { FeedbackPanel } from '../../ui/feedback-panel';
import type { DashboardModel } from './dashboard-model';
import { RedemptionRow } from './redemption-row';
import { ResendDialog } from './resend-dialog';
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
}) {
  if (props.groups.length === 0) return null;
  return (
    <section className="redemption-group" aria-label={props.heading}>
      <h3>{props.heading}</h3>
      <ul className="redemption-list">
        {props.groups.map((group) => (
          <RedemptionRow key={group.orderID} group={group} timeZone={props.timeZone} onResend={props.onResend} />
        ))}
      </ul>
    </section>
  );
}

/** spec §2 Progress panel, Redemptions tab: the credits box, the two groups or the empty text, RESEND. */
export function RedemptionsTab({ model, campaignId, timeZone, onRedeem }: RedemptionsTabProps) {
  const text = UI_TEXT.redemptions;
  const flow = useResendFlow(campaignId);
  const { spendRewards, bonusRewards } = model.redemptions;
  return (
    <div className="redemptions-tab">
      <CreditsBox state={model.creditsBox} onRedeem={onRedeem} />
      {flow.sent ? <FeedbackPanel tone="success" title={flow.sent.title} body={flow.sent.body} /> : null}
      {spendRewards.length + bonusRewards.length === 0 ? (
        <p className="redemptions-tab__empty">{UI_TEXT.empty.redemptions}</p>
      ) : null}
      <RedemptionGroup heading={text.spendRewards} groups={spendRewards} timeZone={timeZone} onResend={flow.open} />
      <RedemptionGroup
        heading={text.bonusRoundRewards}
        groups={bonusRewards}
        timeZone={timeZone}
        onResend={flow.open}
      />
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
