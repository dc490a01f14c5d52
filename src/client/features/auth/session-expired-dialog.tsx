import { UI_TEXT } from '../../../domain/messages';
import { useSessionExpired } from '../../lib/session-expiry';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';

/**
 * spec §2: "Session-expired dialog: 'Your session expired / Please log in again to continue.' with a Go to
 * Login button", opened by any data call answering 1 or -1 (lib/session-expiry.ts). Not dismissable: the
 * session is gone, so the page behind cannot be used.
 */
export function SessionExpiredDialog({ onGoToLogin }: { readonly onGoToLogin: () => void }) {
  const isOpen = useSessionExpired();
  const texts = UI_TEXT.sessionExpiredDialog;
  return (
    <ModalDialog isOpen={isOpen} title={texts.title} isDismissable={false} role="alertdialog">
      <p>{texts.body}</p>
      <div className="dialog__actions">
        <Button onPress={onGoToLogin}>{texts.action}</Button>
      </div>
    </ModalDialog>
  );
}
