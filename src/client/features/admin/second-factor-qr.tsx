import { useEffect, useState } from 'react';
import { ADMIN_TEXT } from './admin-texts';

// Decision 0122: the enrolment's otpauth:// URI drawn on the device as a QR (bwip-js, already the wallet's
// barcode drawer), loaded only on this screen; the secret is printed beside it for typing.

async function drawQr(text: string): Promise<string> {
  const { qrcode, drawingSVG } = await import('bwip-js/browser');
  return qrcode({ bcid: 'qrcode', text, scale: 4, padding: 4 }, drawingSVG());
}

export function SecondFactorQr({ uri, secret }: { readonly uri: string; readonly secret: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    drawQr(uri).then(
      (drawn) => current && setSvg(drawn),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <div className="admin-enrol">
      {svg ? (
        <img
          className="admin-enrol__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={ADMIN_TEXT.login.qrLabel}
          width={220}
          height={220}
        />
      ) : null}
      <p>
        {ADMIN_TEXT.login.secretLabel}: <code data-testid="totp-secret">{secret}</code>
      </p>
    </div>
  );
}
