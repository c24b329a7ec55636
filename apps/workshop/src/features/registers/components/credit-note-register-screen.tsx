import { Stack } from '@mantine/core';
import { useCreditNoteRegister } from '@servicebay/api-client';
import type { TStaffMe } from '@servicebay/domain';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { pageQueryOf, periodQueryOf } from '../register-query';
import { useRegisterAddress } from '../use-register-address';
import { CreditNoteRegisterTable } from './credit-note-register-table';
import { ExportButton } from './export-button';
import { RegisterBody } from './register-body';
import { RegisterFilters } from './register-filters';

type CreditNoteRegisterScreenProps = { workshop: TStaffMe['workshops'][number] };

/**
 * The credit-note register (issue 27 part 6, area `invoices`): the period's credit notes, searched,
 * paged and totalled by the server; a row opens its job card, the credited invoice's PDF a click
 * away; the period exported to Excel.
 */
export function CreditNoteRegisterScreen({ workshop }: CreditNoteRegisterScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { shown, thisMonth, change } = useRegisterAddress();
  const { workshopId } = workshop;
  const register = useCreditNoteRegister(workshopId, pageQueryOf(shown));

  return (
    <>
      <ScreenHeader title={t('workshop.registers.creditNotes.heading')} description={t('workshop.registers.creditNotes.intro', { workshop: workshop.name })} />
      <Stack gap="md">
        <RegisterFilters shown={shown} thisMonth={thisMonth} onChange={change}>
          <ExportButton
            workshopId={workshopId}
            exportOf={{ register: 'credit-notes', query: periodQueryOf(shown) }}
            fallbackName={`credit-notes-${shown.from}-to-${shown.to}.xlsx`}
          />
        </RegisterFilters>
        <RegisterBody
          register={register}
          loadingText={t('workshop.registers.creditNotes.loading')}
          figuresOf={({ currency, totals }) => {
            const money = (amount: number) => formats.money(amount, currency);
            return [
              { label: t('workshop.registers.totals.count'), value: formats.number(totals.count) },
              { label: t('workshop.registers.totals.taxable'), value: money(totals.taxable) },
              { label: t('workshop.registers.totals.tax'), value: money(totals.tax) },
              { label: t('workshop.registers.totals.total'), value: money(totals.total) },
            ];
          }}
        >
          {(data, isFetching) => (
            <CreditNoteRegisterTable
              workshopId={workshopId}
              register={data}
              page={shown.page}
              isFetching={isFetching}
              formats={formats}
              onPage={(page) => change({ page })}
            />
          )}
        </RegisterBody>
      </Stack>
    </>
  );
}
