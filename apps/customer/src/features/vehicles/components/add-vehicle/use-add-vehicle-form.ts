import { fieldIssueOf, useAddVehicle, useClientProfile, useVehicleTypes } from '@servicebay/api-client';
import { pickerBlockedRule, ZVehicleCreate, type TVehicle, type TVehicleType } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../../shared/notify';
import { plateIssues } from '../../plate-issues';
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
  const clientProfile = useClientProfile();
  const vehicleTypes = useVehicleTypes();
  const addVehicle = useAddVehicle();

  const offeredTypes: TVehicleType[] = vehicleTypes.data?.map((group) => group.vehicletype) ?? [];
  const [pickedType, setPickedType] = useState<TVehicleType | null>(null);
  const vehicleType = pickedType ?? offeredTypes[0];
  const [openPicker, setOpenPicker] = useState<PickerStep | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const allowsTempNumber = clientProfile.featureSetting.showTempRegisterNumber;
  // Errors sit at the body's field names (makeId, year...), as POST /users/me/vehicles names them.
  const form = useDomainForm({
    initialValues: { choice: NO_CHOICE, registrationNumber: '', isTempNumber: false },
    issueText: useIssueText(),
    schema: ZVehicleCreate,
    toInput: (values) => vehicleCreateBody(values.choice, values.registrationNumber, allowsTempNumber && values.isTempNumber),
    moreIssues: (values) => plateIssues(clientProfile.countryCode, values.registrationNumber, allowsTempNumber && values.isTempNumber),
  });
  const { choice, registrationNumber, isTempNumber } = form.values;

  const clearError = (...fields: VehicleField[]) => fields.forEach((field) => form.clearFieldError(field));

  /** Opens a picker, or says what must be picked first (customer spec section 5). */
  function open(step: PickerStep) {
    const blocked = step === 'make' ? null : pickerBlockedRule(step, pickerState(choice));
    if (blocked) form.showIssue(BLOCKED_FIELD[step as keyof typeof BLOCKED_FIELD], { message: blocked });
    else setOpenPicker(step);
  }

  /** A fuel chip is pressed: fuel needs the make and year first. */
  function canPickFuel(): boolean {
    const blocked = pickerBlockedRule('fuel', pickerState(choice));
    if (blocked) form.showIssue('fuelType', { message: blocked });
    return blocked === null;
  }

  /** A new pick clears its own error and the "pick this first" errors of the pickers under it. */
  function pick(next: VehicleChoice, ...cleared: VehicleField[]) {
    form.setFieldValue('choice', next);
    clearError(...cleared);
    setOpenPicker(null);
  }

  function changeType(next: TVehicleType) {
    setPickedType(next);
    form.setFieldValue('choice', NO_CHOICE);
    form.clearErrors();
  }

  const submit = form.submit((body) =>
    addVehicle.mutate(body, {
      onSuccess: (vehicle) => {
        notifySuccess(t('garage.addVehicle.saved'));
        setIsLeaving(true);
        window.setTimeout(() => onSaved(vehicle), VEHICLE_SAVED_REDIRECT_MS);
      },
      onError: (error) => {
        const atField = fieldIssueOf(error);
        if (atField) form.showIssue(atField.field, atField.issue);
        // 'vehicle already exists' is a 409: its title as a warning toast (customer spec section 8).
        else notifyApiError(error);
      },
    }),
  );

  return {
    clientProfile,
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
    setRegistrationNumber: (value: string) => form.setFieldValue('registrationNumber', value.toUpperCase()),
    allowsTempNumber,
    isTempNumber,
    setIsTempNumber: (value: boolean) => {
      form.setFieldValue('isTempNumber', value);
      clearError('registrationNumber');
    },
    errors: form.errors as Partial<Record<VehicleField, string>>,
    submit,
    isSaving: addVehicle.isPending || isLeaving,
  };
}

export type AddVehicleForm = ReturnType<typeof useAddVehicleForm>;
