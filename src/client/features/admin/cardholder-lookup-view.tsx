import { useQuery } from '@tanstack/react-query';
import { messageFor } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import type { AdminSearchQuery } from '../../../domain/validation';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminQueryWaiting } from './admin-failure-panel';
import { cardholderLookupQueryOptions } from './api/cardholder-lookup';
import { CardholderView } from './cardholder-view';

export interface CardholderLookupViewProps {
  readonly campaignId: number;
  readonly query: AdminSearchQuery;
  readonly timeZone: string;
}

/** spec §7 admin inquiry and user info for the searched code; spec §8 4678 when nobody is found. */
export function CardholderLookupView({ campaignId, query, timeZone }: CardholderLookupViewProps) {
  const lookup = useQuery(cardholderLookupQueryOptions(campaignId, query));
  if (!lookup.isSuccess) return <AdminQueryWaiting query={lookup} />;
  if (lookup.data.kind === 'notFound') {
    const message = messageFor('adminInquiry', STATUS.notYetRegistered);
    return <FeedbackPanel tone="error" title={message.title} body={message.body} />;
  }
  const { token, info } = lookup.data;
  return <CardholderView campaignId={campaignId} token={token} info={info} timeZone={timeZone} />;
}
