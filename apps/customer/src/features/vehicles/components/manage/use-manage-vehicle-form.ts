import { fieldIssueOf, useClientProfile, useUpdateVehicle } from '@servicebay/api-client';
import { ZVehicleUpdate, type TVehicle } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../../shared/notify';
import { odometerDigits } from '../../odometer-digits';
import { plateIssues } from '../../plate-issues';

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
  const clientProfile = useClientProfile();
  const updateVehicle = useUpdateVehicle();
  const allowsTempNumber = clientProfile.featureSetting.showTempRegisterNumber;
  const form = useDomainForm({
    initialValues: valuesOf(vehicle),
    issueText: useIssueText(),
    schema: ZVehicleUpdate,
    // The plate rule is the brand's country's, looser for a temporary number (customer spec section 5).
    moreIssues: (values) => plateIssues(clientProfile.countryCode, values.registrationNumber, allowsTempNumber && values.isTempNumber),
  });

  function change(field: ManageField, typed: string) {
    const value = field === 'odometer' ? odometerDigits(typed) : field === 'registrationNumber' || field === 'vinNumber' ? typed.toUpperCase() : typed;
    form.setFieldValue(field, value);
  }

  const submit = form.submit((_checked, values) =>
    updateVehicle.mutate(
      { vehicleId: vehicle.did, changes: { ...values, isTempNumber: allowsTempNumber && values.isTempNumber } },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          notifySuccess(t('garage.manage.saved'));
        },
        onError: (error) => {
          const atField = fieldIssueOf(error);
          if (atField) form.showIssue(atField.field, atField.issue);
          else notifyApiError(error);
        },
      },
    ),
  );

  return {
    values: form.values,
    errors: form.errors,
    change,
    allowsTempNumber,
    setIsTempNumber: (isTempNumber: boolean) => {
      form.setFieldValue('isTempNumber', isTempNumber);
      form.clearFieldError('registrationNumber');
    },
    submit,
    isSaving: updateVehicle.isPending,
  };
}
