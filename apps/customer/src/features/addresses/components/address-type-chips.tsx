import { Chip, Group, Input } from '@mantine/core';
import { ADDRESS_TYPES, type TAddressType } from '@servicebay/domain';
import { BriefcaseIcon, HomeIcon, MapPinIcon } from '@servicebay/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const ADDRESS_TYPE_ICONS = { Home: HomeIcon, Work: BriefcaseIcon, Other: MapPinIcon } as const;

type AddressTypeChipsProps = { value: TAddressType | null; onChange: (type: TAddressType) => void; error?: string };

/** Home, Work or Other as a group of radio chips. */
export function AddressTypeChips({ value, onChange, error }: AddressTypeChipsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Input.Wrapper label={t('addresses.form.type')} labelProps={{ id: labelId, component: 'span' }} error={error} required>
      <Chip.Group multiple={false} value={value} onChange={(type) => onChange(type as TAddressType)}>
        <Group gap="sm" mt={6} role="radiogroup" aria-labelledby={labelId}>
          {ADDRESS_TYPES.map((type) => {
            const Icon = ADDRESS_TYPE_ICONS[type];
            return (
              <Chip key={type} value={type} variant="outline" icon={<Icon size={14} />} size="md">
                {t(`addresses.types.${type}`)}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
