import './make-badge.css';
import { Avatar, Stack, Text } from '@mantine/core';
import { useMakes } from '@servicebay/api-client';
import { makeMatches, makeNameIn, type TCatalogMake, type TVehicleType } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { useTranslation } from 'react-i18next';
import { makeMonogram } from '../../make-monogram';
import { OptionListModal } from '../option-list-modal';

type MakePickerProps = {
  opened: boolean;
  vehicleType: TVehicleType | undefined;
  selectedId: string | null;
  onPick: (make: TCatalogMake) => void;
  onClose: () => void;
};

/**
 * The brands of the chosen vehicle type, as tiles with their logo (or monogram), the market's
 * popular ones first (the API's order), named in the screen's language and found by their
 * English or Arabic name (تويوتا finds Toyota).
 */
export function MakePicker({ opened, vehicleType, selectedId, onPick, onClose }: MakePickerProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const makes = useMakes(vehicleType, vehicleType !== undefined);
  const nameOf = (make: TCatalogMake) => makeNameIn(make, language);
  return (
    <OptionListModal
      opened={opened}
      onClose={onClose}
      title={t('garage.addVehicle.selectMake')}
      searchLabel={t('garage.addVehicle.searchMakes')}
      options={makes.data}
      isFailed={makes.isError}
      optionKey={(make) => make.makeId}
      optionLabel={nameOf}
      matches={makeMatches}
      selectedKey={selectedId}
      onPick={onPick}
      emptyText={t('garage.vehicleMessages.noBrands')}
      layout="grid"
      renderOption={(make) => (
        <Stack gap={6} align="center">
          <MakeBadge make={make} />
          <Text size="sm" fw={500} ta="center" lineClamp={2}>
            {nameOf(make)}
          </Text>
        </Stack>
      )}
    />
  );
}

/** The make's logo, else its monogram (make-monogram.ts). */
function MakeBadge({ make }: { make: TCatalogMake }) {
  const monogram = makeMonogram(make.name);
  return (
    <Avatar src={make.logoUrl} alt="" color={monogram.colour} variant="filled" radius="xl" size="lg" aria-hidden>
      <span className="make-monogram" data-letters={monogram.letters} data-long={monogram.letters.length > 2 || undefined} />
    </Avatar>
  );
}
