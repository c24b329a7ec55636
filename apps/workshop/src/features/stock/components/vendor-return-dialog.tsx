import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useReturnToVendor } from '@servicebay/api-client';
import type { TInward } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifySuccess } from '../../../shared/notify';
import { isolated, leftOfLine, newVendorReturn, vendorReturnBodyOf, vendorReturnProblems, type VendorReturnProblem } from '../inward-forms';

type VendorReturnDialogProps = { inward: TInward | null; workshopId: string; onClose: () => void };

/** Parts of a completed inward sent back to its vendor (issue 28 part 5): a quantity per line, at most what is left of it; the stock goes down at once. */
export function VendorReturnDialog({ inward, workshopId, onClose }: VendorReturnDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={inward !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={inward ? t('workshop.stock.inwards.returnDialog.title', { vendor: inward.vendorName }) : ''}
    >
      {inward ? <VendorReturnForm key={inward.inwardId} inward={inward} workshopId={workshopId} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function VendorReturnForm({ inward, workshopId, onClose }: { inward: TInward; workshopId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const send = useReturnToVendor(workshopId);
  const [values, setValues] = useState(newVendorReturn);
  const [problems, setProblems] = useState<VendorReturnProblem[]>([]);
  const problemAt = (inwardLineId: string | null) => {
    const problem = problems.find((each) => each.inwardLineId === inwardLineId);
    return problem ? t(`errors.${problem.code}`) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = vendorReturnProblems(inward, values);
    setProblems(found);
    if (found.length > 0) return;
    send.mutate(vendorReturnBodyOf(inward, values), {
      onSuccess: (posting) => {
        notifySuccess(t('workshop.stock.inwards.returnDialog.done', { number: posting.document.number }));
        onClose();
      },
    });
  };
  // Lines with nothing left are shown too, so the dialog reads as the inward does; they take no quantity.
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('workshop.stock.inwards.returnDialog.intro', { number: isolated(inward.number) })}
        </Text>
        {inward.lines.map((line) => {
          const left = leftOfLine(line);
          return (
            <Paper key={line.inwardLineId} withBorder radius="md" p="sm" component="fieldset" style={{ margin: 0 }} aria-label={line.name}>
              <Text component="legend" size="sm" fw={600} p={0}>
                <bdi>
                  {line.partNumber} · {line.name}
                </bdi>
              </Text>
              <TextInput
                label={t('workshop.stock.inwards.returnDialog.quantity')}
                description={t('workshop.stock.inwards.returnDialog.left', { quantity: formats.number(left) })}
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                disabled={left === 0}
                value={values.quantities[line.inwardLineId] ?? ''}
                error={problemAt(line.inwardLineId)}
                onChange={(event) => {
                  const quantity = event.currentTarget.value;
                  setValues((before) => ({ ...before, quantities: { ...before.quantities, [line.inwardLineId]: quantity } }));
                }}
                maw={{ base: '100%', sm: 240 }}
              />
            </Paper>
          );
        })}
        <TextInput
          label={t('workshop.stock.inwards.returnDialog.reason')}
          maxLength={300}
          value={values.reason}
          onChange={(event) => {
            const reason = event.currentTarget.value;
            setValues((before) => ({ ...before, reason }));
          }}
        />
        {problemAt(null) || send.isError ? (
          <Alert color="red" variant="light" role="alert">
            {problemAt(null) ?? apiErrorText(send.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('workshop.stock.inwards.returnDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
