import { Link } from '@tanstack/react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import { fillTemplate } from '../../../../domain/messages';
import { groupStatusText, type OrderGroup, redemptionRowTitle } from '../../../../domain/orders';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { Button } from '../../../ui/button';
import { DASHBOARD_TEXT } from '../home/dashboard-texts';
import type { QueuedResend } from './use-queued-resends';

export interface RedemptionRowProps {
  readonly group: OrderGroup;
  readonly timeZone: string;
  readonly onResend: (group: OrderGroup) => void;
  /** A resend of this order queued offline (decision 0064), if any. */
  readonly queued?: QueuedResend;
  readonly onCancelQueued?: (mutationId: number) => void;
}

/** Decision 0064: in place of RESEND while a resend of the order waits for the connection; cancellable until sent. */
function QueuedResendStatus(props: {
  readonly queued: QueuedResend;
  readonly reference: string;
  readonly onCancel?: (mutationId: number) => void;
}) {
  const { queued, reference, onCancel } = props;
  return (
    <div className="redemption-row__queued">
      <p role="status">{DASHBOARD_TEXT.resend.queued}</p>
      {queued.isPaused && onCancel ? (
        <Button
          variant="secondary"
          aria-label={`${DASHBOARD_TEXT.resend.cancelQueued} ${REWARD_TEXT.redemptions.resend} ${reference}`}
          onPress={() => onCancel(queued.mutationId)}
        >
          {DASHBOARD_TEXT.resend.cancelQueued}
        </Button>
      ) : null}
    </div>
  );
}

/** spec §2 'Valid until {expiry}' unless used; decision 0160: 'Expired on {date}' once nothing can be spent. */
function RowValidity({ group, timeZone }: { readonly group: OrderGroup; readonly timeZone: string }) {
  const { validity } = group;
  if (validity === null) return null;
  const date = formatDisplayDate(validity.date, timeZone);
  if (validity.kind === 'expiredOn') return <p>{fillTemplate(REWARD_TEXT.redemptions.expiredOn, { date })}</p>;
  return <p>{fillTemplate(REWARD_TEXT.redemptions.validUntil, { expiry: date })}</p>;
}

/** spec §2 Redemptions tab: value or '{merchant} Bonus eGC', date, 'REF {orderID}', status, 'Valid until'. */
export function RedemptionRow({ group, timeZone, onResend, queued, onCancelQueued }: RedemptionRowProps) {
  const text = REWARD_TEXT.redemptions;
  const reference = fillTemplate(text.reference, { orderID: group.orderID });
  return (
    <li className="redemption-row">
      <div className="redemption-row__details">
        <p className="redemption-row__title">{redemptionRowTitle(group)}</p>
        <p>{formatDisplayDate(group.dateOrdered, timeZone)}</p>
        <p>{reference}</p>
        {/* Decision 0160: each eGC judged as My eGCs judges it, so an expired one is never called Active. */}
        <p
          className="redemption-row__status"
          data-state={group.status.state}
          data-spendable={group.status.active > 0 || undefined}
        >
          {groupStatusText(group.status)}
        </p>
        <RowValidity group={group} timeZone={timeZone} />
      </div>
      <div className="redemption-row__actions">
        <Link
          className="redemption-row__egcs"
          to="/egcs"
          search={{ order: group.orderID }}
          aria-label={fillTemplate(DASHBOARD_TEXT.showEgcsOf, { reference })}
        >
          {DASHBOARD_TEXT.showEgcs}
        </Link>
        {queued ? <QueuedResendStatus queued={queued} reference={reference} onCancel={onCancelQueued} /> : null}
        {group.resendable && !queued ? (
          <Button variant="secondary" aria-label={`${text.resend} ${reference}`} onPress={() => onResend(group)}>
            {text.resend}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
