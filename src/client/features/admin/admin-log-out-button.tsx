import { useState } from 'react';
import { type Message, UI_TEXT } from '../../../domain/messages';
import { failureMessage } from '../../lib/api-failure';
import { useSingleFlight } from '../../lib/use-single-flight';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { adminLogout } from './api/admin-login';
import { useLeaveAdmin } from './use-leave-admin';

/** spec §4: logout with id 0 resets app state; "An admin logout returns to the admin page." */
export function AdminLogOutButton() {
  const leave = useLeaveAdmin();
  const loggingOut = useSingleFlight();
  const [failure, setFailure] = useState<Message | null>(null);

  const logOut = async () => {
    setFailure(null);
    try {
      const outcome = await adminLogout();
      if (outcome.kind === 'loggedOut') return await leave();
      setFailure(outcome.message);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => loggingOut.run(logOut)} isPending={loggingOut.isPending}>
        {UI_TEXT.actions.logOut}
      </Button>
      {failure ? <FeedbackPanel tone="error" title={failure.title} body={failure.body} /> : null}
    </>
  );
}
