import {
  estimateLineRefusal,
  estimateLineValues,
  estimateOf,
  fieldsOfLine,
  isLineRefusal,
  isCurrency,
  supplyOfEstimate,
  ZEstimateLineBody,
  type TEstimate,
  type TEstimateLine,
  type TEstimateLineFields,
  type TStoredEstimateLine,
} from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';
import { withFieldRuleCodes } from '../../shared/field-rule-codes';

/** A line as the desk types it: every field as text, the discount as a percentage or an amount. */
export type EstimateLineValues = {
  kind: TEstimateLineFields['kind'];
  name: string;
  partNo: string;
  quantity: string;
  unitPrice: string;
  discountMode: 'percent' | 'amount';
  discount: string;
  taxPercentage: string;
  hsnSac: string;
  mrp: string;
  partType: string;
  labourKind: TEstimateLineFields['labourKind'];
  materialType: TEstimateLineFields['materialType'];
  taxTreatment: TEstimateLineFields['taxTreatment'];
  insurancePayablePercentage: string;
  depreciationPercentage: string;
  salvage: string;
};

const text = (value: number | string | null) => (value === null ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** An empty line of `kind`, at the market's usual rate. */
export const blankLineValues = (estimate: Pick<TEstimate, 'standardTaxPercentage'>, kind: EstimateLineValues['kind'] = 'part'): EstimateLineValues => ({
  kind,
  name: '',
  partNo: '',
  quantity: '1',
  unitPrice: '',
  discountMode: 'percent',
  discount: '',
  taxPercentage: String(estimate.standardTaxPercentage),
  hsnSac: '',
  mrp: '',
  partType: '',
  labourKind: null,
  materialType: null,
  taxTreatment: 'taxed',
  insurancePayablePercentage: '',
  depreciationPercentage: '',
  salvage: '',
});

/** A saved line in the form, to change it. */
export const lineValuesOf = (line: TEstimateLine): EstimateLineValues => ({
  kind: line.kind,
  name: line.name,
  partNo: line.partNo ?? '',
  quantity: String(line.quantity),
  unitPrice: String(line.unitPrice),
  discountMode: line.discountPercentage === null && line.discount > 0 ? 'amount' : 'percent',
  discount: line.discountPercentage !== null ? String(line.discountPercentage) : line.discount > 0 ? String(line.discount) : '',
  taxPercentage: String(line.taxPercentage),
  hsnSac: line.hsnSac ?? '',
  mrp: text(line.mrp),
  partType: line.partType ?? '',
  labourKind: line.labourKind,
  materialType: line.materialType,
  taxTreatment: line.taxTreatment,
  insurancePayablePercentage: text(line.insurancePayablePercentage),
  depreciationPercentage: text(line.depreciationPercentage),
  salvage: text(line.salvage),
});

/** The body the API takes (ZEstimateLineBody's input): empty fields are none. */
export const lineBodyOf = (values: EstimateLineValues) => ({
  kind: values.kind,
  name: values.name,
  partNo: values.kind === 'part' ? orNull(values.partNo) : null,
  partType: values.kind === 'part' ? orNull(values.partType) : null,
  labourKind: values.kind === 'labour' ? values.labourKind : null,
  hsnSac: orNull(values.hsnSac),
  quantity: values.quantity.trim(),
  unitPrice: values.unitPrice.trim(),
  mrp: values.kind === 'part' ? orNull(values.mrp) : null,
  discount: values.discountMode === 'amount' ? orNull(values.discount) : null,
  discountPercentage: values.discountMode === 'percent' ? orNull(values.discount) : null,
  taxPercentage: values.taxPercentage.trim(),
  taxTreatment: values.taxTreatment,
  materialType: values.kind === 'part' ? values.materialType : null,
  insuranceTariff: 'normal' as const,
  depreciationPercentage: orNull(values.depreciationPercentage),
  salvage: orNull(values.salvage),
  insurancePayable: null,
  insurancePayablePercentage: orNull(values.insurancePayablePercentage),
});

/** The field of the form that shows a rule of the body's field. */
const formFieldOf = (field: string): string | undefined =>
  field === 'discountPercentage' ? 'discount' : field === 'insurancePayable' ? 'insurancePayablePercentage' : field;

/**
 * The line's rules as the server checks them: the body's schema, then the ones that need the
 * workshop's currency and market (decimals, rates in use, discount and payable amounts, the MRP).
 */
export function estimateLineRules(estimate: TEstimate): DomainRules<EstimateLineValues, TEstimateLineFields> {
  return {
    schema: withFieldRuleCodes(ZEstimateLineBody),
    toInput: lineBodyOf,
    fieldOf: (path) => (typeof path[0] === 'string' ? formFieldOf(path[0]) : undefined),
    moreIssues: (values) => {
      const parsed = ZEstimateLineBody.safeParse(lineBodyOf(values));
      if (!parsed.success || !isCurrency(estimate.currency)) return [];
      const result = estimateLineRefusal(parsed.data, estimate.currency, supplyOfEstimate(estimate));
      return isLineRefusal(result) ? [{ field: formFieldOf(result.field) ?? 'name', message: result.rule, params: result.values }] : [];
    },
  };
}

/**
 * The estimate's totals with the line being typed in place (a new one at the end, or the one being
 * changed): the desk sees the grand total move as it types. Null while the line does not add up yet.
 */
export function totalsWithDraft(estimate: TEstimate, values: EstimateLineValues, editingLineId: string | null): TEstimate['totals'] | null {
  const currency = estimate.currency;
  if (!isCurrency(currency)) return null;
  const parsed = ZEstimateLineBody.safeParse(lineBodyOf(values));
  if (!parsed.success) return null;
  const draft = estimateLineRefusal(parsed.data, currency, supplyOfEstimate(estimate));
  if (isLineRefusal(draft)) return null;
  const stored: TStoredEstimateLine[] = [];
  for (const line of estimate.lines) {
    const saved = line.lineId === editingLineId ? draft : estimateLineValues(fieldsOfLine(line), currency);
    if (isLineRefusal(saved)) return null;
    stored.push({ ...saved, lineId: line.lineId, position: line.position, approval: line.approval, source: line.source, serviceId: line.serviceId });
  }
  if (editingLineId === null) stored.push({ ...draft, lineId: 'draft', position: stored.length + 1, approval: 'pending', source: 'manual', serviceId: null });
  return estimateOf(stored, supplyOfEstimate(estimate), currency).totals;
}

/** What a draft line comes to with its tax, for the preview beside the Add button; null until it adds up. */
export function draftLineTotal(estimate: TEstimate, values: EstimateLineValues): number | null {
  const currency = estimate.currency;
  if (!isCurrency(currency)) return null;
  const parsed = ZEstimateLineBody.safeParse(lineBodyOf(values));
  if (!parsed.success) return null;
  const draft = estimateLineRefusal(parsed.data, currency, supplyOfEstimate(estimate));
  if (isLineRefusal(draft)) return null;
  return estimateOf([{ ...draft, lineId: 'draft', position: 1, approval: 'pending', source: 'manual', serviceId: null }], supplyOfEstimate(estimate), currency)
    .lines[0]!.total;
}
