import { useState } from 'react';
import { UI_TEXT } from '../../../../domain/messages';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal-dialog';
import { DASHBOARD_TEXT } from './dashboard-texts';
import type { HubNotice } from './hub-notice';

/** spec §2: the eGC Hub thank-you notices (when they show: hub-notice.ts). Dismissed for this visit. */
export function HubNoticeDialog({ notice }: { readonly notice: HubNotice | null }) {
  const [isDismissed, setDismissed] = useState(false);
  const text = DASHBOARD_TEXT.hubNotice;
  return (
    <ModalDialog
      isOpen={notice !== null && !isDismissed}
      onOpenChange={(open) => setDismissed(!open)}
      title={text.title}
    >
      <p>{notice === 'older' ? text.older : text.current}</p>
      <div className="dialog__actions">
        <Button onPress={() => setDismissed(true)}>{text.close}</Button>
      </div>
    </ModalDialog>
  );
}

/** spec §2: the maintenance message, when a data call answers HTTP 503 (api-failure.ts). */
export function MaintenanceDialog({ isOpen, onClose }: { readonly isOpen: boolean; readonly onClose: () => void }) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onClose} title={DASHBOARD_TEXT.maintenanceTitle} role="alertdialog">
      <p>{UI_TEXT.maintenance.home}</p>
      <div className="dialog__actions">
        <Button onPress={onClose}>{DASHBOARD_TEXT.hubNotice.close}</Button>
      </div>
    </ModalDialog>
  );
}
