import { lazy, Suspense } from 'react';
import { useSessionExpired } from '../../lib/session-expiry';

// The dialog's code (react-aria's modal, focus scope) loads only when a session expires, not on first view.
const SessionExpiredDialog = lazy(async () => ({
  default: (await import('./session-expired-dialog')).SessionExpiredDialog,
}));

/** spec §4: shows the session-expired dialog whenever a data call answered 1 or -1. */
export function SessionExpiredOverlay({ onGoToLogin }: { readonly onGoToLogin: () => void }) {
  const isExpired = useSessionExpired();
  if (!isExpired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onGoToLogin={onGoToLogin} />
    </Suspense>
  );
}
