import { SegmentedControl, Stack } from '@mantine/core';
import { useInvoiceRegister } from '@servicebay/api-client';
import { INVOICE_KINDS, type TInvoiceKind, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { pageQueryOf, periodQueryOf } from '../register-query';
import { useRegisterAddress } from '../use-register-address';
import { ExportButton } from './export-button';
import { InvoiceRegisterTable } from './invoice-register-table';
import { RegisterBody } from './register-body';
import { RegisterFilters } from './register-filters';

type InvoiceRegisterScreenProps = { workshop: TStaffMe['workshops'][number] };

/**
 * The invoice register (issue 27 part 9, area `invoices`): the period's tax invoices or proformas,
 * searched, paged and totalled by the server, the filters in the address; a row opens its job card,
 * its PDF a click away; the period exported to Excel.
 */
export function InvoiceRegisterScreen({ workshop }: InvoiceRegisterScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { shown, thisMonth, change } = useRegisterAddress();
  const { workshopId } = workshop;
  const register = useInvoiceRegister(workshopId, { ...pageQueryOf(shown), kind: shown.kind });

  return (
    <>
      <ScreenHeader title={t('workshop.registers.invoices.heading')} description={t('workshop.registers.invoices.intro', { workshop: workshop.name })} />
      <Stack gap="md">
        <RegisterFilters shown={shown} thisMonth={thisMonth} onChange={change}>
          <SegmentedControl
            aria-label={t('workshop.registers.invoices.kindLabel')}
            value={shown.kind}
            onChange={(kind) => change({ kind: kind as TInvoiceKind })}
            data={INVOICE_KINDS.toReversed().map((kind) => ({ value: kind, label: t(`workshop.registers.invoices.kinds.${kind}`) }))}
          />
          <ExportButton
            workshopId={workshopId}
            exportOf={{ register: 'invoices', query: { ...periodQueryOf(shown), kind: shown.kind } }}
            fallbackName={`invoices-${shown.from}-to-${shown.to}.xlsx`}
          />
        </RegisterFilters>
        <RegisterBody
          register={register}
          loadingText={t('workshop.registers.invoices.loading')}
          figuresOf={({ currency, totals }) => {
            const money = (amount: number) => formats.money(amount, currency);
            return [
              { label: t('workshop.registers.totals.count'), value: formats.number(totals.count) },
              { label: t('workshop.registers.totals.taxable'), value: money(totals.taxable) },
              { label: t('workshop.registers.totals.tax'), value: money(totals.tax) },
              { label: t('workshop.registers.totals.grandTotal'), value: money(totals.grandTotal) },
              ...(totals.paid === null || totals.balance === null
                ? []
                : [
                    { label: t('workshop.registers.totals.paid'), value: money(totals.paid) },
                    {
                      label: t('workshop.registers.totals.balance'),
                      value: money(totals.balance),
                      tone: totals.balance > 0 ? ('due' as const) : ('settled' as const),
                    },
                  ]),
            ];
          }}
        >
          {(data, isFetching) => (
            <InvoiceRegisterTable
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
