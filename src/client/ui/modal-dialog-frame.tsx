import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import './modal-dialog.css';

// The react-aria modal itself: loaded by modal-dialog.tsx only once a dialog opens (decision 0052).

export interface ModalDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  readonly title: string;
  readonly children?: ReactNode;
  /** spec §5: "Dialogs close on Escape or backdrop click when dismissible." */
  readonly isDismissable?: boolean;
  /** 'alertdialog' for a dialog the user must answer (session expired). */
  readonly role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus trapped inside and restored after, the page behind made inert (react-aria). */
export function ModalDialogFrame({
  isOpen,
  onOpenChange,
  title,
  children,
  isDismissable = true,
  role,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className="modal">
        <Dialog className="dialog" role={role ?? 'dialog'}>
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
