import { Select } from '@mantine/core';
import { TECHNICIAN_KINDS, type TTechnicianKind } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

type TechnicianKindSelectProps = { value: TTechnicianKind | null; onChange: (kind: TTechnicianKind | null) => void; error?: string };

/** The kinds of technician the spec names (section 6): what work they do, not what they may open. */
export function TechnicianKindSelect({ value, onChange, error }: TechnicianKindSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('workshop.people.fields.technicianKind')}
      withAsterisk
      data={TECHNICIAN_KINDS.map((kind) => ({ value: kind, label: t(`workshop.technicianKinds.${kind}`) }))}
      value={value}
      onChange={(kind) => onChange(kind as TTechnicianKind | null)}
      error={error}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
