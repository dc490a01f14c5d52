import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageFor, UI_TEXT } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import { pageConfigQueryOptions } from '../../page-config/page-config-query';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminLoading } from './admin-loading';
import { ADMIN_TEXT } from './admin-texts';
import { type AdminFailure, adminFailure } from './api/admin-call';
import { adminKeys } from './api/admin-keys';
import { useLeaveAdmin } from './use-leave-admin';

/** spec §8 generic id 1, with the way back to the admin login (not the cardholders' /login). */
function AdminSessionEnded() {
  const leave = useLeaveAdmin();
  const message = messageFor('generic', STATUS.sessionExpired);
  return (
    <FeedbackPanel tone="error" title={message.title} body={message.body}>
      <Button onPress={leave}>{UI_TEXT.sessionExpiredDialog.action}</Button>
    </FeedbackPanel>
  );
}

/**
 * Decision 0232: the session is fine but the role does not allow this. The page config (which carries the role) is
 * read again, so every screen's controls follow a role an owner changed meanwhile.
 */
export function AdminRoleRefused() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: pageConfigQueryOptions().queryKey });
  }, [queryClient]);
  return <FeedbackPanel tone="error" title={ADMIN_TEXT.roleRefused.title} body={ADMIN_TEXT.roleRefused.body} />;
}

export interface AdminFailurePanelProps {
  readonly failure: AdminFailure;
  /** spec §8: "Every error panel has a Retry button", where the call can be made again. */
  readonly onRetry?: () => void;
}

/** The look-up token has expired: Retry searches again, which brings a new one. */
function LookupExpired() {
  const queryClient = useQueryClient();
  return (
    <FeedbackPanel tone="error" title={ADMIN_TEXT.lookupExpired}>
      <Button onPress={() => queryClient.invalidateQueries({ queryKey: adminKeys.lookups })}>
        {UI_TEXT.actions.retry}
      </Button>
    </FeedbackPanel>
  );
}

export function AdminFailurePanel({ failure, onRetry }: AdminFailurePanelProps) {
  if (failure.kind === 'sessionEnded') return <AdminSessionEnded />;
  if (failure.kind === 'lookupExpired') return <LookupExpired />;
  if (failure.kind === 'roleRefused') return <AdminRoleRefused />;
  return (
    <FeedbackPanel tone="error" title={failure.message.title} body={failure.message.body}>
      {onRetry ? <Button onPress={onRetry}>{UI_TEXT.actions.retry}</Button> : null}
    </FeedbackPanel>
  );
}

/** What a query shows until it has its data: the loading line, or the failure with Retry (docs/conventions.md 10). */
export function AdminQueryWaiting({
  query,
}: {
  readonly query: { readonly isPending: boolean; readonly error: unknown; refetch(): unknown };
}) {
  if (query.isPending) return <AdminLoading />;
  return <AdminFailurePanel failure={adminFailure(query.error)} onRetry={() => query.refetch()} />;
}
