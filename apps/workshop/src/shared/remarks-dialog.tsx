import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ZRejectBookingBody } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { withFieldRuleCodes } from './field-rule-codes';
import { useOpeningKey } from './use-opening-key';

// The customer reads the remarks: 3 to 500 characters, the rule the inbox's refusal holds on the server.
const REMARKS_RULES = { schema: withFieldRuleCodes(ZRejectBookingBody) };

type RemarksDialogProps = {
  opened: boolean;
  title: string;
  body: string;
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
  /** The refusal of the last attempt, in the reader's language. */
  refusal: string | null;
  onConfirm: (remarks: string) => void;
  onClose: () => void;
};

type RemarksFormProps = Pick<RemarksDialogProps, 'body' | 'label' | 'confirmLabel' | 'cancelLabel' | 'isPending' | 'refusal' | 'onConfirm' | 'onClose'>;

function RemarksForm({ body, label, confirmLabel, cancelLabel, isPending, refusal, onConfirm, onClose }: RemarksFormProps) {
  const form = useDomainForm({ initialValues: { remarks: '' }, issueText: useIssueText(), ...REMARKS_RULES });
  return (
    <form onSubmit={form.submit(({ remarks }) => onConfirm(remarks))} noValidate>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Textarea label={label} withAsterisk autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('remarks')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button type="submit" color="red" loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks the remarks a dangerous step sends the customer (a booking rejected, a job card cancelled), confirming in red; each opening starts empty. */
export function RemarksDialog({ opened, title, ...form }: RemarksDialogProps) {
  const opening = useOpeningKey(opened);
  return (
    <DeferredModal opened={opened} onClose={form.onClose} title={title} centered radius="lg" size="lg" closeOnClickOutside={!form.isPending}>
      <RemarksForm key={opening} {...form} />
    </DeferredModal>
  );
}
