import { useEffect } from 'react';
import { preloadable, preloadWhenIdle } from '../lib/preloadable';
import type { ModalDialogProps } from './modal-dialog-frame';

export type { ModalDialogProps } from './modal-dialog-frame';

// react-aria's modal (focus scope, inert page behind, overlay) is code no first view shows: it loads when the
// page is idle or a dialog first opens, whichever comes first.
const frame = preloadable<ModalDialogProps>(async () => (await import('./modal-dialog-frame')).ModalDialogFrame);

export const preloadModalDialog = frame.preload;

let isPreloadScheduled = false;

/** A modal dialog: focus trapped inside and restored after, the page behind made inert (react-aria). */
export function ModalDialog(props: ModalDialogProps) {
  useEffect(() => {
    if (isPreloadScheduled) return;
    isPreloadScheduled = true;
    preloadWhenIdle(frame.preload);
  }, []);
  return props.isOpen ? <frame.Component {...props} /> : null;
}
