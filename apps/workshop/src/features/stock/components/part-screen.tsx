import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ApiError, usePart, usePartLedger } from '@servicebay/api-client';
import { canAccess, type TPartDetail, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormats, type Formats } from '../../../shared/formats';
import { LabelledFact } from '../../../shared/labelled-fact';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { PartDialog } from './part-dialog';
import { LEDGER_PAGE_SIZE } from '../parts-query';
import { LedgerPages, PartLedger } from './part-ledger';
import { LowStockBadge } from './parts-table';

type PartScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number]; partId: string; notFound: ReactNode };

/** One part (issue 28 part 9): what it is, its stock at every branch, and its ledger here, each movement naming its document. */
export function PartScreen({ me, workshop, partId, notFound }: PartScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  const { workshopId } = workshop;
  const part = usePart(workshopId, partId);
  const [isEditing, setEditing] = useState(false);
  useDocumentTitle(part.data ? `${part.data.partNumber} ${part.data.name}` : t('workshop.stock.parts.heading'));

  if (part.isPending) return <SectionLoader label={t('workshop.stock.part.loading')} />;
  if (part.isError) {
    if (part.error instanceof ApiError && part.error.status === 404) return notFound;
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(part.error)}
      </Alert>
    );
  }
  const data = part.data;
  return (
    <>
      <ScreenHeader
        title={`${data.partNumber} · ${data.name}`}
        backLabel={t('workshop.stock.part.back')}
        onBack={() => void navigate(paths.parts(workshopId))}
        description={
          <Group gap="xs" component="span">
            {t('workshop.stock.parts.onHandOf', { quantity: formats.number(data.stock.onHand) })}
            <LowStockBadge part={data} />
          </Group>
        }
        actions={
          canAccess(me.role, 'inventory', 'change') ? (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('workshop.stock.part.edit')}
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <PartFacts part={data} formats={formats} />
        <BranchStock part={data} me={me} workshopId={workshopId} formats={formats} />
        <LedgerSection workshopId={workshopId} partId={partId} formats={formats} />
      </Stack>
      <PartDialog opened={isEditing} onClose={() => setEditing(false)} workshopId={workshopId} part={data} onSaved={() => setEditing(false)} />
    </>
  );
}

function PartFacts({ part, formats }: { part: TPartDetail; formats: Formats }) {
  const { t } = useTranslation();
  const money = (amount: number | null) => (amount === null ? '–' : <span dir="ltr">{formats.money(amount, part.currency)}</span>);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="part-facts">
      <Title order={2} size="h4" id="part-facts" mb="sm">
        {t('workshop.stock.part.facts')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <LabelledFact label={t('workshop.stock.form.brand')}>{part.brand ?? '–'}</LabelledFact>
        <LabelledFact label={t('workshop.stock.form.partType')}>{part.partType ?? '–'}</LabelledFact>
        <LabelledFact label={t('workshop.stock.form.unit')}>{t(`workshop.stock.units.${part.unit}`)}</LabelledFact>
        <LabelledFact label={t('workshop.stock.form.barcode')}>
          <span dir="ltr">{part.barcode ?? '–'}</span>
        </LabelledFact>
        <LabelledFact label={t('workshop.stock.form.hsn')}>
          <span dir="ltr">{part.hsn ?? '–'}</span>
        </LabelledFact>
        <LabelledFact label={t('workshop.stock.form.taxPercentage')}>{formats.number(part.taxPercentage)}</LabelledFact>
        <LabelledFact label={t('workshop.stock.form.purchasePrice')}>{money(part.purchasePrice)}</LabelledFact>
        <LabelledFact label={t('workshop.stock.form.sellingPrice')}>{money(part.sellingPrice)}</LabelledFact>
        <LabelledFact label={t('workshop.stock.form.mrp')}>{money(part.mrp)}</LabelledFact>
      </SimpleGrid>
    </Paper>
  );
}

function BranchStock({ part, me, workshopId, formats }: { part: TPartDetail; me: TStaffMe; workshopId: string; formats: Formats }) {
  const { t } = useTranslation();
  const nameOf = (id: string) =>
    id === workshopId
      ? t('workshop.stock.part.thisBranch')
      : (me.workshops.find((each) => each.workshopId === id)?.name ?? t('workshop.stock.part.otherBranch'));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="part-branches">
      <Title order={2} size="h4" id="part-branches" mb="sm">
        {t('workshop.stock.part.branches')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('workshop.stock.part.branch')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.part.onHand')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.part.averageCost')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.part.value')}
              </Table.Th>
              <Table.Th scope="col">{t('workshop.stock.part.bin')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {part.branches.map((branch) => (
              <Table.Tr key={branch.workshopId}>
                <Table.Th scope="row" fw={branch.workshopId === workshopId ? 700 : 400}>
                  {nameOf(branch.workshopId)}
                </Table.Th>
                <Table.Td ta="end">
                  <span dir="ltr">{formats.number(branch.onHand)}</span>
                </Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr">{formats.money(branch.averageCost, part.currency)}</span>
                </Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr">{formats.money(branch.value, part.currency)}</span>
                </Table.Td>
                <Table.Td>{branch.bin ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function LedgerSection({ workshopId, partId, formats }: { workshopId: string; partId: string; formats: Formats }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = usePartLedger(workshopId, partId, { page, pageSize: LEDGER_PAGE_SIZE });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="part-ledger">
      <Title order={2} size="h4" id="part-ledger">
        {t('workshop.stock.part.ledger')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('workshop.stock.part.ledgerIntro')}
      </Text>
      {ledger.isPending ? (
        <SectionLoader label={t('workshop.stock.part.loading')} />
      ) : ledger.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(ledger.error)}
        </Alert>
      ) : (
        <>
          <PartLedger ledger={ledger.data} workshopId={workshopId} formats={formats} />
          <LedgerPages total={ledger.data.total} page={page} onPage={setPage} />
        </>
      )}
    </Paper>
  );
}
