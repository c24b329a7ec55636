import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useChangeLabourCatalogue } from '@servicebay/api-client';
import type { ErrorCode } from '@servicebay/domain';
import { ConfirmDialog, PencilIcon, PlusIcon, TrashIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { SegmentDialog, segmentRefusal, type SegmentKind, type SegmentRow } from './segment-dialog';

type SegmentSectionProps<Values extends Record<string, unknown>, Body> = {
  kind: SegmentKind<Values, Body>;
  rows: SegmentRow<Values>[];
  workshopId: string;
  canChange: boolean;
};

/**
 * One list of segments (vehicle or rate) with its add, edit and remove. Removing asks first; the API
 * keeps a segment an operation still uses, and its reason stays in the dialog until it is closed.
 */
export function SegmentSection<Values extends Record<string, unknown>, Body>({ kind, rows, workshopId, canChange }: SegmentSectionProps<Values, Body>) {
  const { t } = useTranslation();
  const change = useChangeLabourCatalogue(workshopId);
  const [editing, setEditing] = useState<{ row: SegmentRow<Values> | null } | null>(null);
  const [removing, setRemoving] = useState<SegmentRow<Values> | null>(null);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const headingId = kind.collection;

  const askRemove = (row: SegmentRow<Values>) => {
    setRefusal(null);
    setRemoving(row);
  };
  const remove = (row: SegmentRow<Values>) =>
    change.mutate(
      { kind: 'remove', path: kind.collection, id: row.id },
      {
        onSuccess: () => {
          notifySuccess(t('workshop.labour.segments.removed', { name: row.name }));
          setRemoving(null);
        },
        // Removing changes the segments, whichever kind: the spec's words for that when the API gives no reason.
        onError: (error) => setRefusal(segmentRefusal(error, 'labour/segment-values-not-updated')),
      },
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {kind.texts.heading}
        </Title>
        {canChange ? (
          <Button variant="light" size="compact-md" leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ row: null })}>
            {kind.texts.add}
          </Button>
        ) : null}
      </Group>
      {rows.length === 0 ? <Text c="dimmed">{kind.texts.none}</Text> : null}
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Group component="li" key={row.id} justify="space-between" gap="xs" wrap="nowrap" py={4}>
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{row.name}</Text>
              <Text c="dimmed" size="sm">
                {row.detail}
              </Text>
            </div>
            {canChange ? (
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" size="lg" aria-label={t('workshop.labour.segments.edit', { name: row.name })} onClick={() => setEditing({ row })}>
                  <PencilIcon size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('workshop.labour.segments.remove', { name: row.name })}
                  onClick={() => askRemove(row)}
                >
                  <TrashIcon size={18} />
                </ActionIcon>
              </Group>
            ) : null}
          </Group>
        ))}
      </Stack>
      {editing ? <SegmentDialog kind={kind} row={editing.row} workshopId={workshopId} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={removing !== null}
        title={t('workshop.labour.segments.removeTitle', { name: removing?.name ?? '' })}
        message={
          <Stack gap="sm">
            <Text>{t('workshop.labour.segments.removeBody')}</Text>
            {refusal ? (
              <Alert color="red" variant="light" role="alert">
                {t(`errors.${refusal}`)}
              </Alert>
            ) : null}
          </Stack>
        }
        confirmLabel={t('workshop.labour.segments.removeConfirm')}
        cancelLabel={t('common.cancel')}
        isDestructive
        isPending={change.isPending}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
