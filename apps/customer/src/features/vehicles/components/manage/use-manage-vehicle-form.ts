import { useProfileData, useUpdateVehicle } from '@servicebay/api-client';
import { checkPlate, ZVehicleUpdate, type TVehicle } from '@servicebay/domain';
import { firstIssuePerField } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../../shared/notify';
import { useVehicleMessage } from '../../hooks/use-vehicle-message';
import { odometerDigits } from '../../odometer-digits';

export type ManageField = 'nickName' | 'registrationNumber' | 'vinNumber' | 'odometer';
type Values = Record<ManageField, string> & { isTempNumber: boolean };

const valuesOf = (vehicle: TVehicle): Values => ({
  nickName: vehicle.nickName ?? '',
  registrationNumber: vehicle.registrationNumber ?? '',
  isTempNumber: vehicle.isTempNumber,
  vinNumber: vehicle.vinNumber ?? '',
  odometer: vehicle.odometer === null ? '' : String(vehicle.odometer),
});

/** The editable details of a vehicle, checked with the domain's rules before PATCH. */
export function useManageVehicleForm(vehicle: TVehicle) {
  const { t } = useTranslation();
  const brand = useProfileData();
  const updateVehicle = useUpdateVehicle();
  const { translate, fieldError } = useVehicleMessage();
  const [values, setValues] = useState<Values>(() => valuesOf(vehicle));
  const [errors, setErrors] = useState<Partial<Record<ManageField, string>>>({});
  const allowsTempNumber = brand.featureSetting.showTempRegisterNumber;

  function change(field: ManageField, typed: string) {
    const value = field === 'odometer' ? odometerDigits(typed) : field === 'registrationNumber' || field === 'vinNumber' ? typed.toUpperCase() : typed;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function validate() {
    const parsed = ZVehicleUpdate.safeParse(values);
    const found: Partial<Record<ManageField, string>> = parsed.success ? {} : firstIssuePerField(parsed.error.issues);
    // The plate rule is the brand's country's, looser for a temporary number (customer spec section 5).
    const plate = checkPlate(brand.countryCode, values.registrationNumber, allowsTempNumber && values.isTempNumber);
    if (!plate.ok) found.registrationNumber = plate.message;
    return Object.fromEntries(Object.entries(found).map(([field, message]) => [field, translate(message)])) as Partial<Record<ManageField, string>>;
  }

  function submit() {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = { ...values, isTempNumber: allowsTempNumber && values.isTempNumber };
    updateVehicle.mutate(
      { vehicleId: vehicle.did, changes },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved));
          notifySuccess(t('garage.manage.saved'));
        },
        onError: (error) => {
          const atField = fieldError(error);
          if (atField) setErrors((current) => ({ ...current, [atField.field]: atField.text }));
          else notifyApiError(error);
        },
      },
    );
  }

  return {
    values,
    errors,
    change,
    allowsTempNumber,
    setIsTempNumber: (isTempNumber: boolean) => {
      setValues((current) => ({ ...current, isTempNumber }));
      setErrors(({ registrationNumber: _cleared, ...rest }) => rest);
    },
    submit,
    isSaving: updateVehicle.isPending,
  };
}
