import { Select } from '@mantine/core';
import { useAssignLineTechnician, useLineTechnicians, useTechnicians } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

type LineTechnicianSelectProps = {
  card: { workshopId: string; jobCardId: string };
  line: { lineId: string; name: string };
  /** Those who change job cards assign; others read who does the line. */
  canAssign: boolean;
};

const NO_ONE = '';

/** Who does a labour line of the estimate: one of the workshop's technicians, or no one yet. */
export function LineTechnicianSelect({ card, line, canAssign }: LineTechnicianSelectProps) {
  const { t } = useTranslation();
  const technicians = useTechnicians(card.workshopId);
  const assigned = useLineTechnicians(card.workshopId, card.jobCardId);
  const assign = useAssignLineTechnician(card.workshopId, card.jobCardId);
  const current = assigned.data?.find((entry) => entry.lineId === line.lineId) ?? null;
  if (!canAssign) return current ? <span>{current.name}</span> : null;
  const options = [
    { value: NO_ONE, label: t('workshop.employees.lineTechnician.none') },
    ...(technicians.data ?? []).map((technician) => ({ value: technician.technicianId, label: technician.name })),
  ];
  return (
    <Select
      size="xs"
      maw={260}
      aria-label={t('workshop.employees.lineTechnician.label', { name: line.name })}
      data={options}
      value={current?.technicianId ?? NO_ONE}
      allowDeselect={false}
      disabled={assign.isPending || technicians.isPending}
      comboboxProps={{ withinPortal: false }}
      onChange={(value) => {
        const technicianId = value ? value : null;
        assign.mutate(
          { lineId: line.lineId, technicianId },
          {
            onSuccess: () =>
              notifySuccess(
                technicianId
                  ? t('workshop.employees.lineTechnician.saved', { name: line.name, technician: options.find((option) => option.value === value)?.label ?? '' })
                  : t('workshop.employees.lineTechnician.cleared', { name: line.name }),
              ),
            onError: (error) => notifyApiError(error),
          },
        );
      }}
    />
  );
}
