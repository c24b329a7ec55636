import { ActionIcon, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { TEstimate, TEstimateLine } from '@servicebay/domain';
import { LineIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../../shared/formats';
import { usePhoneLayout } from '../../../../shared/use-phone-layout';

type EstimateLinesProps = {
  estimate: TEstimate;
  formats: Formats;
  editingLineId: string | null;
  onEdit: ((line: TEstimateLine) => void) | null;
  onRemove: ((line: TEstimateLine) => void) | null;
  /** What another area shows under a labour line (its technician, from the people area); null when none. */
  labourLineExtra?: LabourLineExtra | null;
};

/** Under each labour line: composed by the route, so the estimate knows no other area. */
export type LabourLineExtra = (line: TEstimateLine) => ReactNode;

const APPROVAL_COLOURS = { pending: 'yellow', approved: 'green', declined: 'gray' } as const;

/** What a line is besides its name: part or labour, its kind, number and code, where it came from. */
function LineFacts({ line }: { line: TEstimateLine }) {
  const { t } = useTranslation();
  const facts = [
    t(`workshop.estimate.kinds.${line.kind}`),
    line.labourKind ? t(`workshop.estimate.labourKinds.${line.labourKind}`) : null,
    line.partNo,
    line.hsnSac ? `${line.kind === 'part' ? 'HSN' : 'SAC'} ${line.hsnSac}` : null,
  ].filter(Boolean);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        {facts.join(' · ')}
      </Text>
      {/* A dot in the line's colour beside text in the text colour: a light badge's tinted text reads under 4.5:1. */}
      <Badge
        size="sm"
        variant="dot"
        radius="sm"
        tt="none"
        fw={500}
        color={APPROVAL_COLOURS[line.approval]}
        title={t(`workshop.estimate.sources.${line.source}`)}
      >
        {t(`workshop.estimate.approvals.${line.approval}`)}
      </Badge>
    </Group>
  );
}

function LineActions({ line, onEdit, onRemove }: { line: TEstimateLine; onEdit: EstimateLinesProps['onEdit']; onRemove: EstimateLinesProps['onRemove'] }) {
  const { t } = useTranslation();
  if (!onEdit || !onRemove) return null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" color="gray" aria-label={t('workshop.estimate.edit', { name: line.name })} onClick={() => onEdit(line)}>
        <LineIcon name="edit">
          <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
        </LineIcon>
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('workshop.estimate.remove', { name: line.name })} onClick={() => onRemove(line)}>
        <LineIcon name="remove">
          <path d="M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </LineIcon>
      </ActionIcon>
    </Group>
  );
}

/**
 * The estimate's lines: a ruled table at the desk, a card per line on a phone (the name and the
 * total first; a wide table would scroll sideways at 320 px). Each shows its tax, and its approval.
 */
export function EstimateLines({ estimate, formats, editingLineId, onEdit, onRemove, labourLineExtra = null }: EstimateLinesProps) {
  const extraOf = (line: TEstimateLine) => (labourLineExtra && line.kind === 'labour' ? labourLineExtra(line) : null);
  const { t, i18n } = useTranslation();
  const isPhone = usePhoneLayout();
  const money = (amount: number) => formats.money(amount, estimate.currency);
  const taxText = (line: TEstimateLine) =>
    line.taxTreatment === 'exempt' ? t('workshop.estimate.exemptShort') : `${formats.number(line.taxPercentage)}% · ${money(line.tax)}`;
  const discountText = (line: TEstimateLine) =>
    line.discount === 0
      ? '—'
      : line.discountPercentage !== null
        ? `${formats.number(line.discountPercentage)}% · ${money(line.discount)}`
        : money(line.discount);

  if (isPhone) {
    return (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('workshop.estimate.heading')}>
        {estimate.lines.map((line) => (
          <Paper
            component="li"
            key={line.lineId}
            withBorder
            radius="md"
            p="sm"
            aria-label={line.name}
            data-editing={line.lineId === editingLineId || undefined}
            className={line.approval === 'declined' ? 'estimate-line estimate-line-declined' : 'estimate-line'}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {line.name}
                </Text>
                <LineFacts line={line} />
                {extraOf(line)}
              </Stack>
              <Text fw={700} size="sm" className="estimate-amount">
                {money(line.total)}
              </Text>
            </Group>
            <Group justify="space-between" mt={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formats.number(line.quantity)} × {money(line.unitPrice)} · {t('workshop.estimate.columns.tax')} {taxText(line)}
              </Text>
              <LineActions line={line} onEdit={onEdit} onRemove={onRemove} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  // The grid aligns by side, not by reading direction: amounts sit at the line's end in both.
  const end = i18n.dir() === 'rtl' ? 'left' : 'right';
  const columns: DataTableColumn<TEstimateLine>[] = [
    { accessor: 'position', title: '#', width: 40, render: (line) => estimate.lines.indexOf(line) + 1 },
    {
      accessor: 'name',
      title: t('workshop.estimate.columns.item'),
      render: (line) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {line.name}
          </Text>
          <LineFacts line={line} />
          {extraOf(line)}
        </Stack>
      ),
    },
    { accessor: 'quantity', title: t('workshop.estimate.columns.quantity'), textAlign: end, render: (line) => formats.number(line.quantity) },
    { accessor: 'unitPrice', title: t('workshop.estimate.columns.unitPrice'), textAlign: end, noWrap: true, render: (line) => money(line.unitPrice) },
    { accessor: 'discount', title: t('workshop.estimate.columns.discount'), textAlign: end, noWrap: true, render: discountText },
    { accessor: 'tax', title: t('workshop.estimate.columns.tax'), textAlign: end, noWrap: true, render: taxText },
    {
      accessor: 'total',
      title: t('workshop.estimate.columns.total'),
      textAlign: end,
      noWrap: true,
      render: (line) => (
        <Text fw={700} size="sm">
          {money(line.total)}
        </Text>
      ),
    },
    ...(onEdit
      ? [
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('workshop.estimate.columns.actions')}</VisuallyHidden>,
            width: 88,
            render: (line: TEstimateLine) => <LineActions line={line} onEdit={onEdit} onRemove={onRemove} />,
          },
        ]
      : []),
  ];
  return (
    <DataTable<TEstimateLine>
      records={[...estimate.lines]}
      columns={columns}
      idAccessor="lineId"
      withTableBorder
      borderRadius="md"
      verticalSpacing="sm"
      horizontalSpacing="md"
      highlightOnHover
      rowClassName={(line) => (line.lineId === editingLineId ? 'estimate-line-editing' : line.approval === 'declined' ? 'estimate-line-declined' : undefined)}
      aria-label={t('workshop.estimate.heading')}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    />
  );
}
