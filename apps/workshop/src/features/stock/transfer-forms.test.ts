import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { destinationsFrom, newTransfer, transferFieldOfRefusal, transferRules } from './transfer-forms';

const branch = (n: number) => `2b1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f1${n}`;
const part = (n: number) => `7a1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f1${n}`;
const here = branch(1);

describe('a stock transfer as typed', () => {
  it('asks for the branch and each part, refuses a part twice and a quantity of 0, at their fields', () => {
    const checked = checkWithRules(transferRules(here), {
      ...newTransfer(),
      lines: [
        { partId: part(1), quantity: '0' },
        { partId: part(1), quantity: '2' },
        { partId: '', quantity: '1' },
      ],
    });
    expect(!checked.ok && Object.keys(checked.issues).sort()).toEqual(['lines.0.quantity', 'lines.1.partId', 'lines.2.partId', 'toBranchId']);
  });

  it('sends from this branch, in the form’s line order, remarks left empty as none', () => {
    const checked = checkWithRules(transferRules(here), {
      toBranchId: branch(2),
      remarks: '  ',
      lines: [
        { partId: part(2), quantity: '3' },
        { partId: part(1), quantity: '1.5' },
      ],
    });
    expect(checked.ok && checked.output).toEqual({
      fromBranchId: here,
      toBranchId: branch(2),
      remarks: null,
      lines: [
        { partId: part(2), quantity: 3 },
        { partId: part(1), quantity: 1.5 },
      ],
    });
  });

  it('offers the person’s other branches, never this one', () => {
    const workshops = [1, 2, 3].map((n) => ({ workshopId: branch(n), name: `Branch ${n}` }));
    expect(destinationsFrom(workshops, here).map((each) => each.name)).toEqual(['Branch 2', 'Branch 3']);
  });

  it('shows the API’s refusal at the line it names, anything else as a toast', () => {
    expect(transferFieldOfRefusal('lines.1.quantity')).toBe('lines.1.quantity');
    expect(transferFieldOfRefusal('toBranchId')).toBe('toBranchId');
    expect(transferFieldOfRefusal('fromBranchId')).toBeUndefined();
    expect(transferFieldOfRefusal('quantity')).toBeUndefined();
  });
});
