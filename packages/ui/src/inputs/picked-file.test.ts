import { ACCEPTED_UPLOADS } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { checkPickedFile } from './picked-file';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a picked file', () => {
  it('is judged by its bytes, not its name', async () => {
    expect(await checkPickedFile(new File([PNG], 'car.png'), ACCEPTED_UPLOADS.vehicleImage, 1000)).toEqual({ ok: true, contentType: 'image/png' });
    expect(await checkPickedFile(new File(['hello'], 'car.png', { type: 'image/png' }), ACCEPTED_UPLOADS.vehicleImage, 1000)).toEqual({
      ok: false,
      problem: 'unsupportedType',
    });
    expect(await checkPickedFile(new File(['%PDF-1.7'], 'policy.pdf'), ACCEPTED_UPLOADS.vehicleImage, 1000)).toEqual({ ok: false, problem: 'unsupportedType' });
    expect(await checkPickedFile(new File(['%PDF-1.7'], 'policy.pdf'), ACCEPTED_UPLOADS.document, 1000)).toMatchObject({ ok: true });
  });

  it('is refused over the size limit before anything is read', async () => {
    expect(await checkPickedFile(new File([new Uint8Array(1001)], 'big.png'), ACCEPTED_UPLOADS.vehicleImage, 1000)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
