import QRCode from 'qrcode';

/**
 * A QR code as SVG for the layout to draw as vectors: error correction M, the four-module quiet
 * zone the standard asks for (drawn white, so a scanner finds the code on any paper).
 */
export function qrSvg(content: string): Promise<string> {
  return QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
