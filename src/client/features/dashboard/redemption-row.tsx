import { formatDisplayDate } from '../../../domain/dates';
import { fillTemplate, UI_TEXT } from '../../../domain/messages';
import { groupStatusText, type OrderGroup, redemptionRowTitle } from '../../../domain/orders';
import { Button } from '../../ui/button';

export interface RedemptionRowProps {
  readonly group: OrderGroup;
  readonly timeZone: string;
  readonly onResend: (group: OrderGroup) => void;
}

/** spec §2 Redemptions tab: value or '{merchant} Bonus eGC', date, 'REF {orderID}', status, 'Valid until'. */
export function RedemptionRow({ group, timeZone, onResend }: RedemptionRowProps) {
  const text = UI_TEXT.redemptions;
  const reference = fillTemplate(text.reference, { orderID: group.orderID });
  const isUsed = group.status.state === 'used';
  return (
    <li className="redemption-row">
      <div className="redemption-row__details">
        <p className="redemption-row__title">{redemptionRowTitle(group)}</p>
        <p>{formatDisplayDate(group.dateOrdered, timeZone)}</p>
        <p>{reference}</p>
        <p className="redemption-row__status" data-state={group.status.state}>
          {groupStatusText(group.orders)}
        </p>
        {isUsed || group.expiryDate === null ? null : (
          <p>{fillTemplate(text.validUntil, { expiry: formatDisplayDate(group.expiryDate, timeZone) })}</p>
        )}
      </div>
      {group.canResend ? (
        <Button variant="secondary" aria-label={`${text.resend} ${reference}`} onPress={() => onResend(group)}>
          {text.resend}
        </Button>
      ) : null}
    </li>
  );
}
