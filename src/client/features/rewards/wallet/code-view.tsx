import { useState } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { formatDisplayDate } from '../../../../domain/dates';
import type { Egc } from '../../../../domain/egcs';
import { fillTemplate } from '../../../../domain/messages';
import { Button } from '../../../ui/button';
import { Barcode } from './barcode';
import { egcValueText } from './egc-card';
import { useWakeLock } from './use-wake-lock';
import { WALLET_TEXT } from './wallet-texts';

// Decision 0084: a revealed code fills the screen in white, the brightest the page can make it (no browser lets a
// page raise the screen's brightness), with its barcode large, the code printed under it for hand entry, and the
// screen kept on. Copy and, where the browser can, Share; nothing about the code is sent anywhere else.

export interface CodeViewProps {
  readonly egc: Egc | null;
  readonly timeZone: string;
  /** Shown offline: the code may have been used elsewhere since the last sync. */
  readonly offlineWarning: string | null;
  readonly onClose: () => void;
}

const canShare = (): boolean => typeof navigator.share === 'function';

function CodeActions({ egc, onClose }: { readonly egc: Egc; readonly onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const value = egcValueText(egc);
  const copy = () =>
    navigator.clipboard?.writeText(egc.code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const share = () =>
    navigator
      .share({ title: fillTemplate(WALLET_TEXT.shareTitle, { merchant: egc.merchant, value }), text: egc.code })
      .catch(() => undefined);
  return (
    <>
      <div className="code-view__actions">
        <Button variant="secondary" onPress={() => void copy()}>
          {WALLET_TEXT.copy}
        </Button>
        {canShare() ? (
          <Button variant="secondary" onPress={() => void share()}>
            {WALLET_TEXT.share}
          </Button>
        ) : null}
        <Button onPress={onClose}>{WALLET_TEXT.hideCode}</Button>
      </div>
      <p className="code-view__copied" role="status">
        {copied ? WALLET_TEXT.copied : ''}
      </p>
    </>
  );
}

function CodeContent({ egc, timeZone, offlineWarning, onClose }: CodeViewProps & { readonly egc: Egc }) {
  const isScreenKeptOn = useWakeLock(true);
  return (
    <Dialog className="code-view__dialog">
      <Heading slot="title" className="code-view__merchant">
        {egc.merchant}
      </Heading>
      <p className="code-view__value">{egcValueText(egc)}</p>
      <Barcode format={egc.barcodeFormat} code={egc.code} />
      <p className="code-view__code">
        <span className="visually-hidden">{WALLET_TEXT.codeLabel}: </span>
        {egc.code}
      </p>
      <p className="code-view__valid">
        {fillTemplate(WALLET_TEXT.validUntil, { date: formatDisplayDate(egc.expiryDate, timeZone) })}
      </p>
      {offlineWarning ? <p className="code-view__warning">{offlineWarning}</p> : null}
      <CodeActions egc={egc} onClose={onClose} />
      <p className="code-view__awake">
        {isScreenKeptOn ? `${WALLET_TEXT.awake} ` : null}
        {WALLET_TEXT.brightness}
      </p>
    </Dialog>
  );
}

/** The shown code, full screen; Escape or Done hides it again. */
export function CodeView(props: CodeViewProps) {
  const { egc, onClose } = props;
  return (
    <ModalOverlay
      className="code-view-overlay"
      isOpen={egc !== null}
      isDismissable
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
    >
      <Modal className="code-view">{egc === null ? null : <CodeContent {...props} egc={egc} />}</Modal>
    </ModalOverlay>
  );
}
