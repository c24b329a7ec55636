import { describe, expect, it } from 'vitest';
import { partSearchOf, partsLinkOf, partsShownOf } from './parts-query';
import { newPart, partBodyOf } from './part-form';
import { ZPartBody } from '@servicebay/domain';

describe('the parts list’s address', () => {
  it('reads the search and page, and writes back only what differs from the plain list', () => {
    const shown = partsShownOf(new URLSearchParams('q= BP2291 &page=3'));
    expect(shown).toEqual({ q: 'BP2291', page: 3 });
    expect(partsLinkOf(shown)).toEqual({ q: 'BP2291', page: '3' });
    expect(partsLinkOf({ q: '', page: 1 })).toEqual({});
    expect(partsShownOf(new URLSearchParams('page=-2')).page).toBe(1);
    expect(partSearchOf({ q: '', page: 2 })).toEqual({ page: 2, pageSize: 20 });
  });
});

describe('the part form', () => {
  it('sends empty optional fields as null and is refused by the domain where the API would refuse it', () => {
    const filled = { ...newPart(), partNumber: 'BP-2291', name: 'Brake pads', purchasePrice: '500', sellingPrice: '٧٥٠' };
    const parsed = ZPartBody.safeParse(partBodyOf(filled));
    expect(parsed.success && parsed.data).toMatchObject({ mrp: null, barcode: null, sellingPrice: 750, reorderLevel: 0 });
    const refused = ZPartBody.safeParse(partBodyOf({ ...filled, sellingPrice: '0', hsn: '12' }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['hsn', 'sellingPrice']);
  });
});
