import type { TWorkshopSettingsChange } from '@servicebay/domain';
import type { DomainForm } from '@servicebay/ui';
import type { SettingsValues } from '../settings-form';

export type SettingsForm = DomainForm<SettingsValues, TWorkshopSettingsChange>;

/** A field's props for a section: the form's value and error, read-only for those who may only read. */
export const fieldProps = (form: SettingsForm, name: keyof SettingsValues, isReadOnly: boolean) => ({
  ...form.getInputProps(name),
  readOnly: isReadOnly,
});
