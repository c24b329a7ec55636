import { z } from 'zod';
import { majorOf, minor, proportionOfMinor, QUANTITY_SCALE, type Minor, type TCurrency } from '../shared/money';
import {
  ESTIMATE_LINE_KINDS,
  estimateLineAmounts,
  INSURANCE_TARIFFS,
  LABOUR_KINDS,
  LINE_APPROVALS,
  LINE_SOURCES,
  MATERIAL_TYPES,
  TAX_TREATMENTS,
  type TEstimateLineFields,
  type TEstimateLineValues,
  type TLineApproval,
} from './estimate-line';
import { isJobCardOpen, type TJobCardStatus } from '../job-cards/job-card-status';
import { percentOfBasisPoints } from '../shared/percent';
import { ZEstimateSending } from './estimate-versions';
import { invoiceTotals, type TInvoiceSupply, type TTaxKind } from './invoice-totals';
import { ratesOn, standardRateOn, TAX_MARKET_RULES, TAX_MARKETS } from './tax-markets';

const ZTaxKind = z.enum(['CGST', 'SGST', 'IGST', 'CESS', 'VAT']);
const ZTaxAmount = z.object({ kind: ZTaxKind, amount: z.number() });

/** A line on the wire: what was entered (major units, percentages) and what it comes to. */
export const ZEstimateLine = z.object({
  lineId: z.uuid(),
  position: z.number().int(),
  kind: z.enum(ESTIMATE_LINE_KINDS),
  name: z.string(),
  partNo: z.string().nullable(),
  partType: z.string().nullable(),
  labourKind: z.enum(LABOUR_KINDS).nullable(),
  hsnSac: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  mrp: z.number().nullable(),
  discount: z.number(),
  discountPercentage: z.number().nullable(),
  taxPercentage: z.number(),
  taxTreatment: z.enum(TAX_TREATMENTS),
  materialType: z.enum(MATERIAL_TYPES).nullable(),
  insuranceTariff: z.enum(INSURANCE_TARIFFS),
  depreciationPercentage: z.number().nullable(),
  salvage: z.number().nullable(),
  insurancePayable: z.number(),
  insurancePayablePercentage: z.number().nullable(),
  /** The spec's qtyPrice: unit price times quantity. */
  quantityPrice: z.number(),
  /** After discount, before tax (India's taxable value). */
  taxableValue: z.number(),
  taxes: z.array(ZTaxAmount.extend({ percentage: z.number() })),
  tax: z.number(),
  total: z.number(),
  customerPayable: z.number(),
  approval: z.enum(LINE_APPROVALS),
  source: z.enum(LINE_SOURCES),
  serviceId: z.string().nullable(),
});
export type TEstimateLine = z.infer<typeof ZEstimateLine>;

/** The estimate's totals (the invoice's, workshop spec section 3), over the lines not declined. */
export const ZEstimateTotals = z.object({
  partsTotal: z.number(),
  labourTotal: z.number(),
  discountTotal: z.number(),
  subtotalBeforeTax: z.number(),
  taxTotal: z.number(),
  taxes: z.array(ZTaxAmount),
  total: z.number(),
  roundOff: z.number(),
  grandTotal: z.number(),
  insurancePayable: z.number(),
  customerPayable: z.number(),
  /** Work the customer declined, kept as recommended: not in the totals above. */
  declinedTotal: z.number(),
});

export const ZEstimate = z.object({
  jobCardId: z.uuid(),
  currency: z.string(),
  market: z.enum(TAX_MARKETS),
  taxRegime: z.enum(['GST', 'VAT']),
  /** India: the state code where the supply is taxed; null elsewhere. */
  placeOfSupply: z.string().nullable(),
  /** India: CGST and SGST within the state, IGST between states; null under VAT. */
  isIntraState: z.boolean().nullable(),
  /** The day the rates are read for (the workshop's today until an invoice fixes it). */
  day: z.string(),
  /** The rates a line may carry today, and the one a new line starts with. */
  taxPercentages: z.array(z.number()),
  standardTaxPercentage: z.number(),
  /** Whether the caller may change the lines now (their role, and the card not billed or closed). */
  canChange: z.boolean(),
  lines: z.array(ZEstimateLine),
  totals: ZEstimateTotals,
  sending: ZEstimateSending,
});
export type TEstimate = z.infer<typeof ZEstimate>;

/** A line as kept, with what places it on the card. */
export type TStoredEstimateLine = TEstimateLineValues & {
  lineId: string;
  position: number;
  approval: TLineApproval;
  source: (typeof LINE_SOURCES)[number];
  serviceId: string | null;
};

const taxList = (byKind: Partial<Record<TTaxKind, Minor>>, major: (amount: number) => number) =>
  (Object.entries(byKind) as [TTaxKind, Minor][]).map(([kind, amount]) => ({ kind, amount: major(amount) }));

/**
 * The estimate as both apps read it: each line's amounts and the totals, computed here once by the
 * invoice's own rules (invoice-totals.ts), so the desk, the customer and the print agree.
 */
export function estimateOf(
  lines: readonly TStoredEstimateLine[],
  supply: TInvoiceSupply,
  currency: TCurrency,
): Pick<TEstimate, 'lines' | 'totals' | 'taxPercentages' | 'standardTaxPercentage' | 'taxRegime'> {
  const major = (amount: number) => majorOf(amount, currency);
  const optionalMajor = (amount: number | null) => (amount === null ? null : major(amount));
  const optionalPercent = (basisPoints: number | null) => (basisPoints === null ? null : percentOfBasisPoints(basisPoints));
  const amounts = lines.map((line) => estimateLineAmounts(line, supply));
  const wireLines: TEstimateLine[] = lines.map((line, index) => {
    const each = amounts[index]!;
    return {
      lineId: line.lineId,
      position: line.position,
      kind: line.kind,
      name: line.name,
      partNo: line.partNo,
      partType: line.partType,
      labourKind: line.labourKind,
      hsnSac: line.hsnSac,
      quantity: line.quantityMilli / QUANTITY_SCALE,
      unitPrice: major(line.unitPrice),
      mrp: optionalMajor(line.mrp),
      discount: major(line.discount),
      discountPercentage: optionalPercent(line.discountBasisPoints),
      taxPercentage: percentOfBasisPoints(line.taxRateBasisPoints),
      taxTreatment: line.treatment,
      materialType: line.materialType,
      insuranceTariff: line.insuranceTariff,
      depreciationPercentage: optionalPercent(line.depreciationBasisPoints),
      salvage: optionalMajor(line.salvage),
      insurancePayable: major(line.insurancePayable),
      insurancePayablePercentage: optionalPercent(line.insurancePayableBasisPoints),
      quantityPrice: major(each.quantityPrice),
      taxableValue: major(each.taxable),
      taxes: each.taxes.map((tax) => ({ kind: tax.kind, percentage: percentOfBasisPoints(tax.rateBasisPoints), amount: major(tax.amount) })),
      tax: major(each.tax),
      total: major(each.total),
      customerPayable: major(each.customerPayable),
      approval: line.approval,
      source: line.source,
      serviceId: line.serviceId,
    };
  });
  const billed = lines.filter((line) => line.approval !== 'declined');
  const totals = invoiceTotals({ ...supply, lines: billed });
  const sumOf = (pick: (index: number) => number, keep: (line: TStoredEstimateLine) => boolean) =>
    minor(lines.reduce((total, line, index) => (keep(line) ? total + pick(index) : total), 0));
  const insurancePayable = sumOf(
    (index) => amounts[index]!.insurancePayable,
    (line) => line.approval !== 'declined',
  );
  return {
    taxRegime: TAX_MARKET_RULES[supply.market].regime,
    taxPercentages: ratesOn(supply.market, supply.day).map(percentOfBasisPoints),
    standardTaxPercentage: percentOfBasisPoints(standardRateOn(supply.market, supply.day)),
    lines: wireLines,
    totals: {
      partsTotal: major(totals.partsTotal),
      labourTotal: major(totals.labourTotal),
      discountTotal: major(totals.discountTotal),
      subtotalBeforeTax: major(totals.subtotalBeforeTax),
      taxTotal: major(totals.taxTotal),
      taxes: taxList(totals.taxByKind, major),
      total: major(totals.total),
      roundOff: major(totals.roundOff),
      grandTotal: major(totals.grandTotal),
      insurancePayable: major(insurancePayable),
      customerPayable: major(totals.grandTotal - insurancePayable),
      declinedTotal: major(
        sumOf(
          (index) => amounts[index]!.total,
          (line) => line.approval === 'declined',
        ),
      ),
    },
  };
}

/**
 * A job card's lines change until its tax invoice is raised: then the invoice is the record, and a
 * correction is a credit note (ARCHITECTURE.md section 10). A closed card's lines do not change.
 */
export const isEstimateOpen = (status: TJobCardStatus): boolean => isJobCardOpen(status) && status !== 'invoice' && status !== 'paymentPending';

/** A menu price (with tax, as customers see it) before tax at `rate`: 2,399.00 at 18 % is 2,033.05, and 365.95 of tax brings it back. */
export const priceBeforeTax = (withTax: number, rateBasisPoints: number): Minor => proportionOfMinor(withTax, 10_000, 10_000 + rateBasisPoints);

/** A service of the menu (or an add-on) as a labour line of one, priced before tax at the day's standard rate. */
export function menuLineValues(name: string, priceWithTax: number, rateBasisPoints: number): TEstimateLineValues {
  return {
    kind: 'labour',
    name,
    partNo: null,
    partType: null,
    labourKind: null,
    hsnSac: null,
    quantityMilli: QUANTITY_SCALE,
    unitPrice: priceBeforeTax(priceWithTax, rateBasisPoints),
    mrp: null,
    discount: minor(0),
    discountBasisPoints: null,
    taxRateBasisPoints: rateBasisPoints,
    treatment: 'taxed',
    materialType: null,
    insuranceTariff: 'normal',
    depreciationBasisPoints: null,
    salvage: null,
    insurancePayable: minor(0),
    insurancePayableBasisPoints: null,
  };
}

/** A labour line from the workshop's labour catalogue: its price is before tax (an hourly rate is), unlike the menu's. */
export const catalogueLabourLineValues = (name: string, priceBeforeTax: Minor, rateBasisPoints: number): TEstimateLineValues => ({
  ...menuLineValues(name, 0, rateBasisPoints),
  unitPrice: priceBeforeTax,
});

/** A line as the desk entered it, read back from the wire: what the form edits and the totals recompute. */
export const fieldsOfLine = (line: TEstimateLine): TEstimateLineFields => ({
  kind: line.kind,
  name: line.name,
  partNo: line.partNo,
  partType: line.partType,
  labourKind: line.labourKind,
  hsnSac: line.hsnSac,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  mrp: line.mrp,
  discount: line.discount,
  discountPercentage: line.discountPercentage,
  taxPercentage: line.taxPercentage,
  taxTreatment: line.taxTreatment,
  materialType: line.materialType,
  insuranceTariff: line.insuranceTariff,
  depreciationPercentage: line.depreciationPercentage,
  salvage: line.salvage,
  insurancePayable: line.insurancePayable,
  insurancePayablePercentage: line.insurancePayablePercentage,
});

/** The supply an estimate was computed for, as the desk recomputes it while a line is typed. */
export const supplyOfEstimate = (estimate: Pick<TEstimate, 'market' | 'day' | 'isIntraState'>): TInvoiceSupply => ({
  market: estimate.market,
  day: estimate.day,
  ...(estimate.isIntraState === null ? {} : { isIntraState: estimate.isIntraState }),
});
