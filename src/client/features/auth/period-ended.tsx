import { FeedbackPanel } from '../../ui/feedback-panel';

/** spec §2: "Registration and login pages show end-of-period messages from the schedule settings." */
export function PeriodEnded({ endMessage }: { readonly endMessage: string }) {
  return <FeedbackPanel tone="warning" title={endMessage} />;
}
