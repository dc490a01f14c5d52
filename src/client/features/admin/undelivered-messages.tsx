import { useQuery } from '@tanstack/react-query';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { ADMIN_TEXT } from './admin-texts';
import { outboxSummaryQueryOptions } from './api/outbox-summary';

/**
 * Decision 0090: "counted where an admin sees it". Shown on the dashboard only while messages are kept as
 * failed; otherwise nothing, and a failure to read the counts is not the admin's task to handle here.
 */
export function UndeliveredMessages() {
  const { data } = useQuery(outboxSummaryQueryOptions());
  if (data === undefined || data.failed === 0) return null;
  return (
    <FeedbackPanel
      tone="warning"
      title={ADMIN_TEXT.undelivered.title(data.failed)}
      body={ADMIN_TEXT.undelivered.body}
    />
  );
}
