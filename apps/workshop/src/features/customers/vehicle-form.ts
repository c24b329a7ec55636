import { checkPlate, ZWorkshopVehicleBody, type CountryCode, type TFuelType, type TWorkshopVehicleBody } from '@servicebay/domain';
import type { DomainRules, FieldIssue, PathIssue, SchemaLike } from '@servicebay/ui';

/**
 * The wire schema has no rule code for these two (an engine number's letters, digits and hyphens;
 * whole km a day up to 2000): the form shows its own texts for them, by these markers.
 */
export const VEHICLE_FORM_ISSUES = { engineNumber: 'customers.engineNumberInvalid', averageKmPerDay: 'customers.averageKmInvalid' } as const;

const inFormWords = (issue: PathIssue): PathIssue => {
  const field = issue.path[0];
  return field === 'engineNumber' || field === 'averageKmPerDay' ? { ...issue, message: VEHICLE_FORM_ISSUES[field] } : issue;
};

const wireSchema: SchemaLike<TWorkshopVehicleBody> = {
  safeParse: (input) => {
    const parsed = ZWorkshopVehicleBody.safeParse(input);
    return parsed.success
      ? { success: true, data: input as TWorkshopVehicleBody }
      : { success: false, error: { issues: parsed.error.issues.map(inFormWords) } };
  },
};

/** What the 'Add vehicle' form holds: the catalogue picks, then the vehicle's own details as typed. */
export type VehicleValues = {
  registrationNumber: string;
  isTempNumber: boolean;
  makeId: string | null;
  modelId: string | null;
  year: string | null;
  fuelType: TFuelType | null;
  catalogVehicleId: string | null;
  vinNumber: string;
  engineNumber: string;
  colour: string;
  odometer: string;
  averageKmPerDay: string;
  nextServiceDate: string;
};

export const newVehicle = (): VehicleValues => ({
  registrationNumber: '',
  isTempNumber: false,
  makeId: null,
  modelId: null,
  year: null,
  fuelType: null,
  catalogVehicleId: null,
  vinNumber: '',
  engineNumber: '',
  colour: '',
  odometer: '',
  averageKmPerDay: '',
  nextServiceDate: '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const wholeOrText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/** The body POST …/vehicles takes; an empty detail is none. */
export const vehicleBodyOf = (values: VehicleValues): TWorkshopVehicleBody => ({
  makeId: values.makeId ?? '',
  modelId: values.modelId ?? '',
  year: values.year ?? '',
  fuelType: (values.fuelType ?? '') as TFuelType,
  catalogVehicleId: values.catalogVehicleId ?? '',
  registrationNumber: values.registrationNumber.trim(),
  isTempNumber: values.isTempNumber,
  vinNumber: orNull(values.vinNumber),
  engineNumber: orNull(values.engineNumber),
  colour: orNull(values.colour),
  odometer: orNull(values.odometer),
  averageKmPerDay: orNull(values.averageKmPerDay) === null ? null : (wholeOrText(values.averageKmPerDay) as number),
  nextServiceDate: orNull(values.nextServiceDate),
});

/** Picking an earlier step clears the later ones: a variant belongs to its make, model, year and fuel. */
export function withPick(
  values: VehicleValues,
  step: 'makeId' | 'modelId' | 'year' | 'fuelType' | 'catalogVehicleId',
  value: string | null,
): Partial<VehicleValues> {
  const order = ['makeId', 'modelId', 'year', 'fuelType', 'catalogVehicleId'] as const;
  const later = order.slice(order.indexOf(step) + 1);
  return { [step]: value, ...Object.fromEntries(later.map((field) => [field, null])) };
}

/**
 * The body's schema (catalogue picks required, VIN of 16 or 17 characters, odometer digits), and
 * the market's plate rule, which needs the brand's country and so sits beside the schema.
 */
export const vehicleRules = (countryCode: CountryCode): DomainRules<VehicleValues, TWorkshopVehicleBody> => ({
  schema: wireSchema,
  toInput: vehicleBodyOf,
  moreIssues: (values): FieldIssue[] => {
    const plate = checkPlate(countryCode, values.registrationNumber, values.isTempNumber);
    return plate.ok ? [] : [{ field: 'registrationNumber', message: plate.rule, params: plate.values }];
  },
});
