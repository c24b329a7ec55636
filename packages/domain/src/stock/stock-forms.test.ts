import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ESTIMATE_LINE_RULES } from '../billing/estimate-line';
import { ruleEnglish } from '../rules';
import { TAX_REGISTRATION_RULES } from '../workshops/tax-registration';
import { WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { ZInwardBody } from './inward';
import { isPartRefusal, partValues, ZPartBody } from './part';
import { ZPurchaseOrderBody } from './purchase-order';
import { ZStockTransferBody } from './stock-documents';
import { MAX_ORDER_QUANTITY, STOCK_RULES, ZBarcode, ZOrderQuantity } from './stock-fields';
import { vendorBodySchema } from './vendor';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
/** The rule codes a schema refuses `input` with, at their paths. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('order quantity (workshop spec sections 5 and 9)', () => {
  it('at least 1 and at most the maximum, with its text naming both', () => {
    for (const ok of [1, '1', 2.5, MAX_ORDER_QUANTITY]) expect(ZOrderQuantity.safeParse(ok).success, String(ok)).toBe(true);
    for (const refused of [0, 0.5, -1, MAX_ORDER_QUANTITY + 1, '1.2345'])
      expect(issuesOf(ZOrderQuantity, refused), String(refused)).toEqual([`: ${STOCK_RULES.orderQuantityOutOfRange}`]);
    expect(ruleEnglish(STOCK_RULES.orderQuantityOutOfRange, { min: 1, max: MAX_ORDER_QUANTITY })).toBe('Order quantity should be at least 1 and at most 9999');
  });

  it('an order names each part once, and at least one', () => {
    const line = { partId: ID(1), quantity: 2 };
    expect(ZPurchaseOrderBody.safeParse({ vendorId: ID(9), lines: [line] }).success).toBe(true);
    expect(issuesOf(ZPurchaseOrderBody, { vendorId: ID(9), lines: [line, { ...line, quantity: 1 }] })).toEqual([
      `lines.1.partId: ${STOCK_RULES.duplicateLine}`,
    ]);
    expect(issuesOf(ZPurchaseOrderBody, { vendorId: ID(9), lines: [] })).toEqual([`lines: ${STOCK_RULES.linesRequired}`]);
  });
});

describe('an inward (workshop spec sections 3 and 5)', () => {
  const inward = {
    inwardDate: '2026-11-28',
    vendorId: ID(9),
    amount: 3422,
    lines: [{ partId: ID(1), quantity: 10, unitPrice: 100, taxPercentage: 18 }],
  };

  it('bill no or delivery challan is mandatory to complete an inward, not to save a draft', () => {
    expect(ZInwardBody.safeParse(inward).success).toBe(true);
    expect(issuesOf(ZInwardBody, { ...inward, complete: true })).toEqual([`billNumber: ${STOCK_RULES.billOrChallanRequired}`]);
    expect(issuesOf(ZInwardBody, { ...inward, complete: true, billNumber: '  ' })).toEqual([`billNumber: ${STOCK_RULES.billOrChallanRequired}`]);
    expect(ZInwardBody.safeParse({ ...inward, complete: true, challanNumber: 'DC-17' }).success).toBe(true);
    expect(ZInwardBody.safeParse({ ...inward, complete: true, billNumber: 'INV/0042' }).success).toBe(true);
    expect(ruleEnglish(STOCK_RULES.billOrChallanRequired)).toBe('Bill no or delivery challan is mandatory to complete an inward');
  });

  it('the bill is dated on or before the inward; dates are dates', () => {
    expect(issuesOf(ZInwardBody, { ...inward, billDate: '2026-11-29' })).toEqual([`billDate: ${STOCK_RULES.billDateAfterInward}`]);
    expect(ZInwardBody.safeParse({ ...inward, billDate: '2026-11-28' }).success).toBe(true);
    expect(issuesOf(ZInwardBody, { ...inward, inwardDate: '11/28/2026' })).toEqual([`inwardDate: ${WORKSHOP_FIELD_RULES.dateInvalid}`]);
  });

  it("a line's quantity above zero and its price above zero", () => {
    expect(issuesOf(ZInwardBody, { ...inward, lines: [{ ...inward.lines[0], quantity: 0 }] })).toEqual([
      `lines.0.quantity: ${ESTIMATE_LINE_RULES.quantityNotPositive}`,
    ]);
    expect(issuesOf(ZInwardBody, { ...inward, lines: [{ ...inward.lines[0], unitPrice: 0 }] })).toEqual([
      `lines.0.unitPrice: ${ESTIMATE_LINE_RULES.priceNotPositive}`,
    ]);
  });
});

describe('a transfer', () => {
  it('goes to another branch', () => {
    const transfer = { fromBranchId: ID(1), toBranchId: ID(2), lines: [{ partId: ID(3), quantity: 1 }] };
    expect(ZStockTransferBody.safeParse(transfer).success).toBe(true);
    expect(issuesOf(ZStockTransferBody, { ...transfer, toBranchId: ID(1) })).toEqual([`toBranchId: ${STOCK_RULES.sameBranch}`]);
  });
});

describe('the parts master (issue 28 part 1)', () => {
  const part = { partNumber: 'OF-1180', name: 'Oil filter', taxPercentage: 18, unit: 'piece', purchasePrice: 80, sellingPrice: 100, mrp: 118, hsn: '8421' };
  const INDIA = { market: 'IN', day: '2026-11-28', isIntraState: true } as const;

  it("takes billing's HSN and price rules, a whole reorder level and a scanned barcode", () => {
    expect(ZPartBody.parse(part)).toMatchObject({ reorderLevel: 0, barcode: null, partType: null });
    expect(issuesOf(ZPartBody, { ...part, hsn: '842' })).toEqual([`hsn: ${ESTIMATE_LINE_RULES.hsnInvalid}`]);
    expect(issuesOf(ZPartBody, { ...part, sellingPrice: 0 })).toEqual([`sellingPrice: ${ESTIMATE_LINE_RULES.priceNotPositive}`]);
    expect(issuesOf(ZPartBody, { ...part, reorderLevel: 1.5 })).toEqual([`reorderLevel: ${STOCK_RULES.reorderLevelInvalid}`]);
    expect(issuesOf(ZPartBody, { ...part, partNumber: ' ' })).toEqual([`partNumber: ${WORKSHOP_FIELD_RULES.required}`]);
    expect(ZPartBody.parse({ ...part, barcode: ' 8901234567890 ' }).barcode).toBe('8901234567890');
    expect(ZBarcode.parse('code-39.x')).toBe('CODE-39.X');
    expect(issuesOf(ZPartBody, { ...part, barcode: 'ab' })).toEqual([`barcode: ${STOCK_RULES.barcodeInvalid}`]);
  });

  it("in minor units of the workshop's currency, at a rate its market uses, sold with its tax within the MRP", () => {
    expect(partValues(ZPartBody.parse(part), 'INR', INDIA)).toMatchObject({ purchasePrice: 8000, sellingPrice: 10_000, mrp: 11_800, taxRateBasisPoints: 1800 });
    expect(partValues(ZPartBody.parse({ ...part, mrp: 117.99 }), 'INR', INDIA)).toEqual({ field: 'sellingPrice', rule: ESTIMATE_LINE_RULES.priceAboveMrp });
    // 12 % left India's slabs on 22 September 2025.
    const twelve = partValues(ZPartBody.parse({ ...part, taxPercentage: 12 }), 'INR', INDIA);
    expect(isPartRefusal(twelve) && twelve.rule).toBe(ESTIMATE_LINE_RULES.taxRateNotInMarket);
    // Bahrain's dinar has three decimals: 1.250 is 1,250 fils, 1.2505 is refused; rupees have two.
    const bahrain = { market: 'BH', day: '2026-11-28' } as const;
    const dinars = { ...part, taxPercentage: 10, purchasePrice: 1.25, sellingPrice: 2.5, mrp: null };
    expect(partValues(ZPartBody.parse(dinars), 'BHD', bahrain)).toMatchObject({ purchasePrice: 1250, sellingPrice: 2500 });
    expect(partValues(ZPartBody.parse({ ...part, purchasePrice: 80.125 }), 'INR', INDIA)).toEqual({
      field: 'purchasePrice',
      rule: ESTIMATE_LINE_RULES.amountInvalid,
      values: { digits: 2 },
    });
  });
});

describe('a vendor (issue 28 part 2)', () => {
  const vendor = { name: 'Sharma Auto Spares' };

  it("reads the tax registration by the market's format, and leaves it out for an unregistered supplier", () => {
    expect(vendorBodySchema('IN', '+91').parse({ ...vendor, taxRegistrationNumber: '27aapfu0939f1zv' }).taxRegistrationNumber).toBe('27AAPFU0939F1ZV');
    expect(issuesOf(vendorBodySchema('IN', '+91'), { ...vendor, taxRegistrationNumber: '27AAPFU0939F1Z' })).toEqual([
      `taxRegistrationNumber: ${TAX_REGISTRATION_RULES.gstinInvalid}`,
    ]);
    expect(vendorBodySchema('SA', '+966').parse({ ...vendor, taxRegistrationNumber: '310122393500003' }).taxRegistrationNumber).toBe('310122393500003');
    expect(vendorBodySchema('TZ', '+91').parse({ ...vendor, taxRegistrationNumber: 'ABC123123' }).taxRegistrationNumber).toBe('ABC-123-123');
    expect(vendorBodySchema('IN', '+91').parse(vendor)).toMatchObject({ taxRegistrationNumber: null, paymentTermsDays: 0, mobileNumber: null, email: null });
  });

  it('payment terms in whole days up to a year; a mobile number and an e-mail that are valid', () => {
    const schema = vendorBodySchema('IN', '+91');
    expect(schema.parse({ ...vendor, paymentTermsDays: '30' }).paymentTermsDays).toBe(30);
    expect(issuesOf(schema, { ...vendor, paymentTermsDays: 366 })).toEqual([`paymentTermsDays: ${STOCK_RULES.paymentTermsInvalid}`]);
    expect(schema.parse({ ...vendor, mobileNumber: '٩٨٧٦٥٤٣٢١٠' }).mobileNumber).toBe('9876543210');
    expect(issuesOf(schema, { ...vendor, mobileNumber: '12345' })).toEqual([`mobileNumber: ${WORKSHOP_FIELD_RULES.mobileInvalid}`]);
    expect(issuesOf(schema, { ...vendor, email: 'not-an-email' })).toEqual([`email: ${WORKSHOP_FIELD_RULES.emailInvalid}`]);
  });
});
