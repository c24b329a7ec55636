import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useParts } from '@servicebay/api-client';
import { canAccess, type TStaffMe } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SearchIcon, SectionLoader } from '@servicebay/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { PART_SEARCH_DEBOUNCE_MS, PART_SEARCH_MAX, partSearchOf, partsLinkOf, partsShownOf, type PartsShown } from '../parts-query';
import { PartDialog } from './part-dialog';
import { PartsTable } from './parts-table';
import { CameraScanButton } from './camera-scan';

type PartsScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/**
 * Parts (area `inventory`, issue 28 part 9): the brand's parts master searched by number, name or
 * barcode (a scanner types into the box) and paged by the server, with the stock at this branch and
 * a low-stock badge; added here by the roles that change stock.
 */
export function PartsScreen({ me, workshop }: PartsScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formats = useFormats();
  const { workshopId } = workshop;
  const [address, setAddress] = useSearchParams();
  const shown = useMemo(() => partsShownOf(address), [address]);
  const parts = useParts(workshopId, partSearchOf(shown));
  const canChange = canAccess(me.role, 'inventory', 'change');
  const [isAdding, setAdding] = useState(false);
  const [text, setText] = useState(shown.q);
  const show = (next: PartsShown) => setAddress(new URLSearchParams(partsLinkOf(next)), { replace: next.page === shown.page });
  const search = useDebouncedCallback((q: string) => show({ q: q.trim().slice(0, PART_SEARCH_MAX), page: 1 }), PART_SEARCH_DEBOUNCE_MS);
  useEffect(() => setText(shown.q), [shown.q]);

  return (
    <>
      <ScreenHeader
        title={t('workshop.stock.parts.heading')}
        description={t('workshop.stock.parts.intro', { workshop: workshop.name })}
        actions={
          canChange ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setAdding(true)}>
              {t('workshop.stock.parts.add')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <TextInput
          aria-label={t('workshop.stock.parts.search')}
          placeholder={t('workshop.stock.parts.searchPlaceholder')}
          leftSection={<SearchIcon size={18} />}
          rightSection={
            <CameraScanButton
              onScanned={(code) => {
                setText(code);
                show({ q: code.slice(0, PART_SEARCH_MAX), page: 1 });
              }}
            />
          }
          rightSectionWidth={44}
          value={text}
          maxLength={PART_SEARCH_MAX}
          onChange={(event) => {
            setText(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        {parts.isPending ? (
          <SectionLoader label={t('workshop.stock.parts.loading')} />
        ) : parts.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(parts.error)}
          </Alert>
        ) : (
          <PartsTable
            parts={parts.data.items}
            total={parts.data.total}
            page={shown.page}
            isFetching={parts.isFetching && parts.isPlaceholderData}
            formats={formats}
            linkTo={(part) => paths.part(workshopId, part.partId)}
            onPage={(page) => show({ ...shown, page })}
          />
        )}
      </Stack>
      <PartDialog
        opened={isAdding}
        onClose={() => setAdding(false)}
        workshopId={workshopId}
        part={null}
        onSaved={(part) => void navigate(paths.part(workshopId, part.partId))}
      />
    </>
  );
}
