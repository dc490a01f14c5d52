import { useEffect, useState } from 'react';
import type { BarcodeFormat } from '../../../../domain/egcs';
import { WALLET_TEXT } from './wallet-texts';

// Decision 0083: the merchant's barcode, drawn on the device as SVG by bwip-js (Code 128 or QR, the catalogue's
// format), so it shows offline. bwip-js loads only when a code is shown: no first view carries it.

async function drawSvg(format: BarcodeFormat, code: string): Promise<string> {
  const { code128, qrcode, drawingSVG } = await import('bwip-js/browser');
  return format === 'qr'
    ? qrcode({ bcid: 'qrcode', text: code, scale: 4, padding: 4 }, drawingSVG())
    : code128({ bcid: 'code128', text: code, scale: 2, height: 18, padding: 6 }, drawingSVG());
}

export interface BarcodeProps {
  readonly format: BarcodeFormat;
  readonly code: string;
}

/** The code as its barcode (an image of the SVG), with what it is as its name; the code itself is printed apart. */
export function Barcode({ format, code }: BarcodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    drawSvg(format, code).then(
      (drawn) => current && setSvg(drawn),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [format, code]);
  if (failed) return <p className="barcode barcode--failed">{WALLET_TEXT.barcodeFailed}</p>;
  const label = format === 'qr' ? WALLET_TEXT.qrCode : WALLET_TEXT.barcode;
  return (
    <div className={`barcode barcode--${format}`} data-ready={svg !== null}>
      {svg === null ? null : <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} />}
    </div>
  );
}
