import { useState } from 'react';
import { type Message, UI_TEXT } from '../../../domain/messages';
import { failureMessage } from '../../lib/api-failure';
import { useSingleFlight } from '../../lib/use-single-flight';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { logout } from './api/logout';
import { useEndSession } from './use-end-session';

/**
 * spec §2: "A Log out button appears on home only." spec §4: logout with id 0 resets app and user state. The person
 * leaving takes their pushes and badge with them first, while the session still names them (decision 0207).
 */
export function LogOutButton() {
  const endSession = useEndSession();
  const loggingOut = useSingleFlight();
  const [failure, setFailure] = useState<Message | null>(null);

  const logOut = async () => {
    setFailure(null);
    try {
      // Loaded when needed: home's first view has a budget (docs/product §10), and few visits end in a logout. A
      // failure to load it never keeps the person from leaving.
      await import('../../lib/persistence/forget-push')
        .then((forget) => forget.forgetPushSubscription())
        .catch(() => undefined);
      const outcome = await logout();
      if (outcome.kind === 'loggedOut') return await endSession();
      setFailure(outcome.message);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <>
      {failure ? <FeedbackPanel tone="error" title={failure.title} body={failure.body} /> : null}
      <Button variant="secondary" onPress={() => loggingOut.run(logOut)} isPending={loggingOut.isPending}>
        {UI_TEXT.actions.logOut}
      </Button>
    </>
  );
}
