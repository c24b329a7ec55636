import { ZPartBody, type TPartBody, type TPartDetail, type TPartFields, type TPartUnit } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** The part form as typed: every number as text, so '12.50' and Arabic digits reach the domain's rules as written. */
export type PartValues = {
  partNumber: string;
  name: string;
  partType: string;
  brand: string;
  hsn: string;
  taxPercentage: string;
  unit: TPartUnit;
  mrp: string;
  purchasePrice: string;
  sellingPrice: string;
  barcode: string;
  reorderLevel: string;
  bin: string;
  vehicleFit: string;
};

export const newPart = (): PartValues => ({
  partNumber: '',
  name: '',
  partType: '',
  brand: '',
  hsn: '',
  taxPercentage: '18',
  unit: 'piece',
  mrp: '',
  purchasePrice: '',
  sellingPrice: '',
  barcode: '',
  reorderLevel: '0',
  bin: '',
  vehicleFit: '',
});

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A saved part as the form shows it, with this branch's reorder level and bin. */
export const partValuesOf = (part: TPartDetail): PartValues => ({
  partNumber: part.partNumber,
  name: part.name,
  partType: text(part.partType),
  brand: text(part.brand),
  hsn: text(part.hsn),
  taxPercentage: text(part.taxPercentage),
  unit: part.unit,
  mrp: text(part.mrp),
  purchasePrice: text(part.purchasePrice),
  sellingPrice: text(part.sellingPrice),
  barcode: text(part.barcode),
  reorderLevel: text(part.stock.reorderLevel),
  bin: text(part.stock.bin),
  vehicleFit: text(part.vehicleFit),
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** What the API is sent: an empty optional field as null; the numbers as typed, for the domain to read. */
export const partBodyOf = (values: PartValues): TPartBody => ({
  ...values,
  partType: orNull(values.partType),
  brand: orNull(values.brand),
  hsn: orNull(values.hsn),
  mrp: orNull(values.mrp),
  barcode: orNull(values.barcode),
  bin: orNull(values.bin),
  vehicleFit: orNull(values.vehicleFit),
});

/** The server's own schema of a part, so the form refuses what the API would, with the same rule codes. */
export const partRules: DomainRules<PartValues, TPartFields> = { schema: ZPartBody, toInput: partBodyOf };
