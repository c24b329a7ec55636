import { describe, expect, it } from 'vitest';
import { readZatcaQr, zatcaQr } from './zatca-qr';

describe("a Saudi invoice's QR (ZATCA, TLV tags 1 to 5 in base64)", () => {
  const published = { sellerName: 'Salla', vatNumber: '1234567891', timestamp: '2021-07-12T14:25:09Z', totalWithVat: '100.00', vatTotal: '15.00' };

  it('encodes the published example to the published string', () => {
    expect(zatcaQr(published)).toBe('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=');
  });

  it('reads back its five fields, an Arabic seller name counted in UTF-8 bytes', () => {
    const arabic = { ...published, sellerName: 'ورشة الخليج', totalWithVat: '287.50', vatTotal: '37.50' };
    expect(readZatcaQr(zatcaQr(arabic))).toEqual(arabic);
    expect(readZatcaQr(zatcaQr(published))).toEqual(published);
  });
});
