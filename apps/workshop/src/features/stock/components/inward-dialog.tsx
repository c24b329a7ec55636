import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useClientProfile, useInwardAgainstOrder } from '@servicebay/api-client';
import { marketToday, type TPurchaseOrder } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { inwardOf, inwardRules } from '../order-forms';

type InwardDialogProps = { order: TPurchaseOrder | null; workshopId: string; onClose: () => void };

/**
 * Goods received against an order (issue 28 part 4): partial quantities leave the rest PENDING; the
 * vendor's bill or delivery challan number completes it, and stock and the average cost take it at once.
 */
export function InwardDialog({ order, workshopId, onClose }: InwardDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={order !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={order ? t('workshop.stock.orders.inward.title', { number: order.number }) : ''}
    >
      {order ? <InwardForm key={order.orderId} order={order} workshopId={workshopId} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function InwardForm({ order, workshopId, onClose }: { order: TPurchaseOrder; workshopId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { countryCode } = useClientProfile();
  const inward = useInwardAgainstOrder(workshopId);
  const form = useDomainForm({ initialValues: inwardOf(order, ''), issueText: useIssueText(), ...inwardRules(order, marketToday(countryCode)) });
  const submit = form.submit((body) =>
    inward.mutate(body, {
      onSuccess: (done) => {
        notifySuccess(t('workshop.stock.orders.inward.done', { number: done.number }));
        onClose();
      },
      onError: (error) => showRefusal(form, error),
    }),
  );
  const stillToCome = (orderLineId: string) => {
    const line = order.lines.find((each) => each.orderLineId === orderLineId);
    return line ? line.quantity - line.received : 0;
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('workshop.stock.orders.inward.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('workshop.stock.orders.inward.billNumber')}
            description={t('workshop.stock.orders.inward.billHint')}
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('billNumber')}
          />
          <TextInput label={t('workshop.stock.orders.inward.challanNumber')} dir="ltr" autoComplete="off" {...form.getInputProps('challanNumber')} />
          <TextInput
            label={t('workshop.stock.orders.inward.amount')}
            withAsterisk
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('amount')}
          />
        </SimpleGrid>
        {form.values.lines.map((line, index) => (
          <Paper key={line.orderLineId} withBorder radius="md" p="sm" component="fieldset" style={{ margin: 0 }} aria-label={line.name}>
            <Text component="legend" size="sm" fw={600} p={0} dir="ltr">
              {line.name}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t('workshop.stock.orders.inward.stillToCome', { quantity: formats.number(stillToCome(line.orderLineId)) })}
            </Text>
            <SimpleGrid cols={{ base: 3 }} spacing="xs">
              <TextInput label={t('workshop.stock.orders.inward.quantity')} inputMode="decimal" dir="ltr" {...form.getInputProps(`lines.${index}.quantity`)} />
              <TextInput
                label={t('workshop.stock.orders.inward.unitPrice')}
                inputMode="decimal"
                dir="ltr"
                {...form.getInputProps(`lines.${index}.unitPrice`)}
              />
              <TextInput
                label={t('workshop.stock.orders.inward.taxPercentage')}
                inputMode="decimal"
                dir="ltr"
                {...form.getInputProps(`lines.${index}.taxPercentage`)}
              />
            </SimpleGrid>
          </Paper>
        ))}
        {form.errors.lines ? (
          <Alert color="red" variant="light" role="alert">
            {form.errors.lines}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={inward.isPending}>
            {t('workshop.stock.orders.inward.complete')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
