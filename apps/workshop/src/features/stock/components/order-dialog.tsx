import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useCreatePurchaseOrder, useVendors } from '@servicebay/api-client';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newOrder, orderRules, type OrderValues } from '../order-forms';
import { AddPartLine, PartLines } from './part-lines';

type OrderDialogProps = {
  opened: boolean;
  onClose: () => void;
  workshopId: string;
  /** Lines filled in (the low-stock list's parts), and their part numbers, for the pickers to show them. */
  lines?: OrderValues['lines'];
  partNumbers?: readonly string[];
};

/** A new purchase order: a vendor and lines of parts and quantities (at least 1, at most the maximum), checked with the API's schema. */
export function OrderDialog({ opened, onClose, ...props }: OrderDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} size="lg" radius="lg" title={t('workshop.stock.orders.form.title')}>
      {opened ? <OrderForm onClose={onClose} {...props} /> : null}
    </DeferredModal>
  );
}

function OrderForm({ workshopId, lines, partNumbers = [], onClose }: Omit<OrderDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const vendors = useVendors(workshopId);
  const create = useCreatePurchaseOrder(workshopId);
  const form = useDomainForm({ initialValues: newOrder(lines), issueText: useIssueText(), ...orderRules });
  const submit = form.submit((body) =>
    create.mutate(body, {
      onSuccess: (order) => {
        notifySuccess(t('workshop.stock.orders.form.created', { number: order.number }));
        onClose();
      },
      onError: (error) => showRefusal(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('workshop.stock.orders.form.vendor')}
          withAsterisk
          data={[{ value: '', label: '' }, ...(vendors.data ?? []).map((vendor) => ({ value: vendor.vendorId, label: vendor.name }))]}
          {...form.getInputProps('vendorId')}
        />
        <PartLines form={form} workshopId={workshopId} partNumbers={partNumbers} />
        <Group justify="space-between">
          <AddPartLine onAdd={(line) => form.insertListItem('lines', line)} />
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('workshop.stock.orders.form.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
