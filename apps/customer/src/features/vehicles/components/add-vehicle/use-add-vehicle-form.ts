import { useAddVehicle, useProfileData, useVehicleTypes } from '@servicebay/api-client';
import { checkPlate, pickerBlockedMessage, ZVehicleCreate, type TVehicle, type TVehicleType } from '@servicebay/domain';
import { firstIssuePerField } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../../shared/notify';
import { useVehicleMessage } from '../../hooks/use-vehicle-message';
import { NO_CHOICE, pickerState, vehicleCreateBody, type VehicleChoice } from '../../vehicle-choice';

/** Customer spec section 9: after "vehicle saved" the next screen follows in 1000 ms. */
export const VEHICLE_SAVED_REDIRECT_MS = 1000;

export type PickerStep = 'make' | 'model' | 'year' | 'variant';
/** The fields of the form, named as POST /users/me/vehicles names them (so server errors land there too). */
export type VehicleField = 'makeId' | 'modelId' | 'year' | 'fuelType' | 'catalogVehicleId' | 'registrationNumber';

const BLOCKED_FIELD = { model: 'modelId', year: 'year', fuel: 'fuelType', variant: 'catalogVehicleId' } as const;

/** The add-vehicle form's state: the picks, which picker is open, the registration and its errors. */
export function useAddVehicleForm(onSaved: (vehicle: TVehicle) => void) {
  const { t } = useTranslation();
  const brand = useProfileData();
  const vehicleTypes = useVehicleTypes();
  const addVehicle = useAddVehicle();
  const { translate, fieldError } = useVehicleMessage();

  const offeredTypes: TVehicleType[] = vehicleTypes.data?.map((group) => group.vehicletype) ?? [];
  const [pickedType, setPickedType] = useState<TVehicleType | null>(null);
  const vehicleType = pickedType ?? offeredTypes[0];
  const [choice, setChoice] = useState<VehicleChoice>(NO_CHOICE);
  const [openPicker, setOpenPicker] = useState<PickerStep | null>(null);
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [isTempNumber, setIsTempNumber] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<VehicleField, string>>>({});
  const [isLeaving, setIsLeaving] = useState(false);
  const allowsTempNumber = brand.featureSetting.showTempRegisterNumber;

  const clearError = (...fields: VehicleField[]) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as VehicleField))));

  /** Opens a picker, or says what must be picked first (customer spec section 5). */
  function open(step: PickerStep) {
    const blocked = step === 'make' ? null : pickerBlockedMessage(step, pickerState(choice));
    if (blocked) setErrors((current) => ({ ...current, [BLOCKED_FIELD[step as keyof typeof BLOCKED_FIELD]]: translate(blocked) }));
    else setOpenPicker(step);
  }

  /** A fuel chip is pressed: fuel needs the make and year first. */
  function canPickFuel(): boolean {
    const blocked = pickerBlockedMessage('fuel', pickerState(choice));
    if (blocked) setErrors((current) => ({ ...current, fuelType: translate(blocked) }));
    return blocked === null;
  }

  /** A new pick clears its own error and the "pick this first" errors of the pickers under it. */
  function pick(next: VehicleChoice, ...cleared: VehicleField[]) {
    setChoice(next);
    clearError(...cleared);
    setOpenPicker(null);
  }

  function changeType(next: TVehicleType) {
    setPickedType(next);
    setChoice(NO_CHOICE);
    setErrors({});
  }

  function validate(): Partial<Record<VehicleField, string>> {
    const body = vehicleCreateBody(choice, registrationNumber, isTempNumber);
    const parsed = ZVehicleCreate.safeParse(body);
    const found: Partial<Record<VehicleField, string>> = parsed.success
      ? {}
      : (firstIssuePerField(parsed.error.issues) as Partial<Record<VehicleField, string>>);
    const plate = checkPlate(brand.countryCode, registrationNumber, allowsTempNumber && isTempNumber);
    if (!plate.ok) found.registrationNumber = plate.message;
    return Object.fromEntries(Object.entries(found).map(([field, message]) => [field, translate(message)]));
  }

  function submit() {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = ZVehicleCreate.parse(vehicleCreateBody(choice, registrationNumber, allowsTempNumber && isTempNumber));
    addVehicle.mutate(body, {
      onSuccess: (vehicle) => {
        notifySuccess(t('garage.addVehicle.saved'));
        setIsLeaving(true);
        window.setTimeout(() => onSaved(vehicle), VEHICLE_SAVED_REDIRECT_MS);
      },
      onError: (error) => {
        const atField = fieldError(error);
        if (atField) setErrors((current) => ({ ...current, [atField.field]: atField.text }));
        // 'vehicle already exists' is a 409: its title as a warning toast (customer spec section 8).
        else notifyApiError(error);
      },
    });
  }

  return {
    brand,
    offeredTypes,
    vehicleType,
    changeType,
    choice,
    openPicker,
    open,
    close: () => setOpenPicker(null),
    pick,
    canPickFuel,
    registrationNumber,
    setRegistrationNumber: (value: string) => {
      setRegistrationNumber(value.toUpperCase());
      clearError('registrationNumber');
    },
    allowsTempNumber,
    isTempNumber,
    setIsTempNumber: (value: boolean) => {
      setIsTempNumber(value);
      clearError('registrationNumber');
    },
    errors,
    submit,
    isSaving: addVehicle.isPending || isLeaving,
  };
}

export type AddVehicleForm = ReturnType<typeof useAddVehicleForm>;
