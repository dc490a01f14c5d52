import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserInfo } from '../../../contract/admin';
import { userUpdateMessage } from '../../../domain/admin-outcome-texts';
import { STATUS } from '../../../domain/outcomes';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { adminAccountKeys } from './api/admin-accounts';
import { adminKeys } from './api/admin-keys';
import { CardholderInfo } from './cardholder-info';
import { CardholderSummary } from './cardholder-summary';
import { OrdersSection } from './orders-section';
import { TimelineSection } from './timeline-section';
import { TransactionsSection } from './transactions-section';
import { UpdateHistory } from './update-history';

export interface CardholderViewProps {
  readonly campaignId: number;
  /** The admin inquiry's token: transactions, orders and downloads take it. */
  readonly token: string;
  readonly info: UserInfo;
  readonly timeZone: string;
}

/**
 * spec §2 admin dashboard: the found cardholder's summary (decision 0234), info with edit, update history,
 * transactions, orders and timeline.
 */
export function CardholderView({ campaignId, token, info, timeZone }: CardholderViewProps) {
  const queryClient = useQueryClient();
  const [updated, setUpdated] = useState<number | null>(null);
  // The update's message (decision 0187: 'Change Requested…', the change waits for a second admin), then the
  // info, the history and the timeline as the server now has them.
  const onUpdated = async (statusId: number) => {
    setUpdated(statusId);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.lookups }),
      queryClient.invalidateQueries({ queryKey: adminKeys.changeLog(campaignId, info.userID) }),
      queryClient.invalidateQueries({ queryKey: adminAccountKeys.timeline(token) }),
    ]);
  };
  const updateMessage = updated === null ? null : userUpdateMessage(updated);
  return (
    <div className="admin-cardholder">
      {updateMessage ? (
        <FeedbackPanel
          tone={updated === STATUS.success ? 'success' : 'info'}
          title={updateMessage.title}
          body={updateMessage.body}
        />
      ) : null}
      <CardholderSummary token={token} timeZone={timeZone} />
      <div className="admin-cardholder__top">
        <CardholderInfo campaignId={campaignId} info={info} onUpdated={onUpdated} />
        <UpdateHistory campaignId={campaignId} userID={info.userID} timeZone={timeZone} />
      </div>
      <TransactionsSection campaignId={campaignId} token={token} timeZone={timeZone} />
      <OrdersSection campaignId={campaignId} token={token} timeZone={timeZone} />
      <TimelineSection token={token} timeZone={timeZone} />
    </div>
  );
}
