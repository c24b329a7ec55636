import { Alert, Button, Group, Stack } from '@mantine/core';
import { ApiError, useChangeLabourCatalogue, type LabourChange } from '@servicebay/api-client';
import type { ErrorCode } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm, type DomainForm, type DomainRules } from '@servicebay/ui';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { refusalAtField } from '../../../shared/refusal-at-field';

/** What makes a vehicle segment and a rate segment different on the screen; the list, dialog and removal are the same. */
export type SegmentKind<Values extends Record<string, unknown>, Body> = {
  /** The API's collection, also the section's heading id. */
  collection: 'vehicle-segments' | 'rate-segments';
  texts: { heading: string; none: string; add: string };
  /** The spec's words when saving fails and the API gives no reason of the catalogue's own. */
  failure: ErrorCode;
  blank: () => Values;
  rules: DomainRules<Values, Body>;
  Fields: ComponentType<{ form: DomainForm<Values, Body> }>;
  change: (id: string | null, body: Body) => LabourChange;
};

/** One segment of the list: its values as the dialog edits them, and a line saying what it holds. */
export type SegmentRow<Values> = { id: string; name: string; detail: string; values: Values };

/**
 * Why a change was refused, as an error code (its text is looked up when shown, so it follows the
 * language): the catalogue's own reason when the API gives one (a name in use, a segment operations
 * still use), else the spec's failure for the kind.
 */
export const segmentRefusal = (error: unknown, failure: ErrorCode): ErrorCode =>
  error instanceof ApiError && error.code.startsWith('labour/') ? error.code : failure;

type SegmentDialogProps<Values extends Record<string, unknown>, Body> = {
  kind: SegmentKind<Values, Body>;
  /** The segment edited; null adds one. */
  row: SegmentRow<Values> | null;
  workshopId: string;
  onClose: () => void;
};

/** Adds a segment or edits one: a rate saved prices again every operation on it (the server does, in one go). */
export function SegmentDialog<Values extends Record<string, unknown>, Body>({ kind, row, onClose, ...rest }: SegmentDialogProps<Values, Body>) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened onClose={onClose} size="lg" radius="lg" title={row ? t('workshop.labour.segments.edit', { name: row.name }) : kind.texts.add}>
      <SegmentForm kind={kind} row={row} onClose={onClose} {...rest} />
    </DeferredModal>
  );
}

function SegmentForm<Values extends Record<string, unknown>, Body>({ kind, row, workshopId, onClose }: SegmentDialogProps<Values, Body>) {
  const { t } = useTranslation();
  const change = useChangeLabourCatalogue(workshopId);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const form = useDomainForm({ initialValues: row ? row.values : kind.blank(), issueText: useIssueText(), ...kind.rules });
  const { Fields } = kind;
  const submit = form.submit((body, values) => {
    setRefusal(null);
    change.mutate(kind.change(row?.id ?? null, body), {
      onSuccess: () => {
        notifySuccess(t('workshop.labour.segments.saved', { name: values.name }));
        onClose();
      },
      onError: (error) => {
        const atField = refusalAtField(error, (field) => (field in values ? field : undefined));
        if (atField) form.showIssue(atField.field, atField.issue);
        else setRefusal(segmentRefusal(error, kind.failure));
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fields form={form} />
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {t(`errors.${refusal}`)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('workshop.labour.segments.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
