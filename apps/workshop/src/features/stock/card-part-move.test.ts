import type { TJobCardPart } from '@servicebay/domain';
import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { mostFor, moveRules, moveValuesOf } from './card-part-move';

const jobCardId = '3f1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f10';
const partId = '7a1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f11';
const line: TJobCardPart = {
  lineId: '9c1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f12',
  name: 'Brake pads',
  partNo: 'BP-1',
  quantity: 2,
  ordered: 2,
  inwarded: 1,
  issued: 0,
  returned: 0,
  usedValue: 0,
  currency: 'INR',
  partId: null,
  status: 'sparesPending',
};

describe('a job card part’s issue or return', () => {
  it('offers the rest of the line to issue and what was issued to return', () => {
    expect(mostFor('issue', { ...line, issued: 0.5 })).toBe(1.5);
    expect(mostFor('return', { ...line, issued: 2 })).toBe(2);
    expect(moveValuesOf('issue', line)).toEqual({ partId: '', quantity: '2' });
  });

  it('asks for the part and a quantity above zero, with the domain’s rule codes', () => {
    const refused = checkWithRules(moveRules(jobCardId, line), { partId: '', quantity: '0' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && Object.keys(refused.issues).sort()).toEqual(['partId', 'quantity']);
    const sent = checkWithRules(moveRules(jobCardId, line), { partId, quantity: '١' });
    expect(sent.ok && sent.output).toMatchObject({ jobCardId, lines: [{ jobCardLineId: line.lineId, partId, quantity: 1 }] });
  });
});
