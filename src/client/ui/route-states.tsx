import { messageFor, UI_TEXT } from '../../domain/messages';
import { useSessionExpired } from '../lib/session-expiry';
import { Button } from './button';
import { FeedbackPanel } from './feedback-panel';
import { SHELL_TEXT } from './shell-texts';

/**
 * docs/conventions.md 10: a screen that fails to load shows the generic message (spec §8) with a Retry. When it failed
 * because the session ended (the overlay is up, spec §4), it says so: spec §8 generic id 1.
 */
export function RouteError({ onRetry }: { readonly onRetry: () => void }) {
  const isSessionExpired = useSessionExpired();
  // spec §8 generic id 1 (STATUS.sessionExpired), written as the id: this file is in /login's first view.
  const message = messageFor('generic', isSessionExpired ? 1 : null);
  return (
    <FeedbackPanel tone="error" title={message.title} body={message.body}>
      <Button onPress={onRetry}>{UI_TEXT.actions.retry}</Button>
    </FeedbackPanel>
  );
}

/** Shown while a route's data loads (after the router's pending delay). */
export function RoutePending() {
  return (
    <div className="route-pending" role="status">
      <span className="button__spinner" aria-hidden="true" />
      <span>{SHELL_TEXT.loading}</span>
    </div>
  );
}
