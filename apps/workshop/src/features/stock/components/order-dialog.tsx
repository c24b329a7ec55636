import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useCreatePurchaseOrder, useVendors } from '@servicebay/api-client';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, PlusIcon, TrashIcon, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newOrder, orderRules, type OrderValues } from '../order-forms';
import { PartPicker } from './part-picker';

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
        {form.values.lines.map((line, index) => (
          <Paper key={index} withBorder radius="md" p="sm" role="group" aria-label={t('workshop.stock.orders.form.lineHeading', { index: index + 1 })}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                {t('workshop.stock.orders.form.lineHeading', { index: index + 1 })}
              </Text>
              {form.values.lines.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('workshop.stock.orders.form.removeLine', { index: index + 1 })}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              ) : null}
            </Group>
            <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
              <div style={{ flex: '3 1 12rem' }}>
                <PartPicker
                  workshopId={workshopId}
                  label={t('workshop.stock.orders.form.part')}
                  value={line.partId}
                  onChange={(partId) => form.setFieldValue(`lines.${index}.partId`, partId)}
                  error={form.errors[`lines.${index}.partId`]}
                  initialSearch={partNumbers[index]}
                />
              </div>
              <TextInput
                style={{ flex: '1 1 6rem' }}
                label={t('workshop.stock.orders.form.quantity')}
                withAsterisk
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
            </Group>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button variant="subtle" leftSection={<PlusIcon size={16} />} onClick={() => form.insertListItem('lines', { partId: '', quantity: '1' })}>
            {t('workshop.stock.orders.form.addLine')}
          </Button>
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
