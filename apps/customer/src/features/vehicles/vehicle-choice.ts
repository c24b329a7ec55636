import {
  fuelTypesFor,
  soldIn,
  yearChoices,
  type TBrandVariant,
  type TCatalogMake,
  type TCatalogModel,
  type TCatalogVariant,
  type TFuelType,
  type TVehicleCreate,
  type VehiclePickerState,
} from '@servicebay/domain';

/** What the customer has picked so far on the add-vehicle form, top to bottom. */
export type VehicleChoice = {
  make: TCatalogMake | null;
  model: TCatalogModel | null;
  year: number | null;
  fuelType: TFuelType | null;
  variant: TCatalogVariant | null;
};

export const NO_CHOICE: VehicleChoice = { make: null, model: null, year: null, fuelType: null, variant: null };

/**
 * Each pick decides what the pickers under it offer, so changing it forgets those picks: a new
 * make forgets the model, year, fuel and variant; a new year or fuel forgets the variant.
 */
export function chooseMake(choice: VehicleChoice, make: TCatalogMake): VehicleChoice {
  return choice.make?.makeId === make.makeId ? choice : { ...NO_CHOICE, make };
}

export function chooseModel(choice: VehicleChoice, model: TCatalogModel): VehicleChoice {
  if (choice.model?.modelId === model.modelId) return choice;
  // The year survives when the new model was sold then, and the fuel when the year did and the model offers it.
  const year = choice.year !== null && soldIn(model, choice.year) ? choice.year : null;
  const fuelType = year !== null && choice.fuelType && model.fuelTypes.includes(choice.fuelType) ? choice.fuelType : null;
  return { ...choice, model, year, fuelType, variant: null };
}

export function chooseYear(choice: VehicleChoice, year: number): VehicleChoice {
  return choice.year === year ? choice : { ...choice, year, variant: null };
}

export function chooseFuel(choice: VehicleChoice, fuelType: TFuelType): VehicleChoice {
  return choice.fuelType === fuelType ? choice : { ...choice, fuelType, variant: null };
}

export const chooseVariant = (choice: VehicleChoice, variant: TCatalogVariant): VehicleChoice => ({ ...choice, variant });

/** The ids the domain's picker rule reads. */
export const pickerState = (choice: VehicleChoice): VehiclePickerState => ({
  makeId: choice.make?.makeId,
  modelId: choice.model?.modelId,
  year: choice.year,
  fuelType: choice.fuelType,
});

/** The brand's fuels (no DIESEL for a bike brand), narrowed to the model's once one is picked. */
export function fuelChoices(brandVariant: TBrandVariant, model: TCatalogModel | null): TFuelType[] {
  const offered = fuelTypesFor(brandVariant);
  return model ? offered.filter((fuel) => model.fuelTypes.includes(fuel)) : offered;
}

/** The last 23 years, newest first; a year the model was not sold in is shown but cannot be picked. */
export function yearOptions(model: TCatalogModel | null, today = new Date()): { year: number; isSold: boolean }[] {
  return yearChoices(today).map((year) => ({ year, isSold: model === null || soldIn(model, year) }));
}

/** The body POST /users/me/vehicles takes; missing picks stay undefined so the domain schema names them. */
export function vehicleCreateBody(choice: VehicleChoice, registrationNumber: string, isTempNumber: boolean): Partial<TVehicleCreate> {
  return {
    makeId: choice.make?.makeId,
    modelId: choice.model?.modelId,
    year: choice.year ?? undefined,
    fuelType: choice.fuelType ?? undefined,
    catalogVehicleId: choice.variant?.vehicleId,
    registrationNumber: registrationNumber.trim(),
    isTempNumber,
  };
}
