import { SegmentedControl } from '@mantine/core';
import { ORIENTATIONS, type TOrientation } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import '../body-panel.css';

/** Front, Rear, Left, Right: which side of the vehicle the drawing shows. */
export function SideControl({ value, onChange }: { value: TOrientation; onChange: (orientation: TOrientation) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      className="body-side-control"
      aria-label={t('bodyPanel.side.label')}
      radius="xl"
      size="sm"
      fullWidth
      color="var(--brand-primary)"
      value={value}
      onChange={(next) => onChange(next as TOrientation)}
      data={ORIENTATIONS.map((orientation) => ({ value: orientation, label: t(`bodyPanel.side.${orientation}`) }))}
    />
  );
}
