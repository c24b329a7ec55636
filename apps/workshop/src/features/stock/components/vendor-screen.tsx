import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ApiError, useVendorStatement } from '@servicebay/api-client';
import { canAccess, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { LabelledFact } from '../../../shared/labelled-fact';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { DeleteVendorButton } from './delete-vendor-button';
import { VendorDialog } from './vendor-dialog';

type VendorScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number]; vendorId: string; notFound: ReactNode };

/** A vendor's statement (issue 28 part 9): its completed inwards and debit notes with the running balance, and what is payable now. */
export function VendorScreen({ me, workshop, vendorId, notFound }: VendorScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  const isPhone = usePhoneLayout();
  const { workshopId } = workshop;
  const statement = useVendorStatement(workshopId, vendorId);
  const [isEditing, setEditing] = useState(false);
  useDocumentTitle(statement.data ? statement.data.vendor.name : t('workshop.stock.vendors.heading'));

  if (statement.isPending) return <SectionLoader label={t('workshop.stock.statement.loading')} />;
  if (statement.isError) {
    if (statement.error instanceof ApiError && statement.error.status === 404) return notFound;
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(statement.error)}
      </Alert>
    );
  }
  const { vendor, entries } = statement.data;
  const money = (amount: number) => <span dir="ltr">{formats.money(amount, vendor.currency)}</span>;
  const documentOf = (entry: (typeof entries)[number]) => `${t(`workshop.stock.statement.kinds.${entry.kind}`)} ${entry.number}`;
  return (
    <>
      <ScreenHeader
        title={vendor.name}
        backLabel={t('workshop.stock.statement.back')}
        onBack={() => void navigate(paths.vendors(workshopId))}
        description={[vendor.contactName, vendor.mobileNumber, vendor.taxRegistrationNumber].filter(Boolean).join(' · ') || undefined}
        actions={
          canAccess(me.role, 'inventory', 'change') ? (
            <Group gap="xs">
              <DeleteVendorButton workshopId={workshopId} vendor={vendor} />
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('workshop.stock.statement.edit')}
              </Button>
            </Group>
          ) : null
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={2} maw={420}>
          <LabelledFact label={t('workshop.stock.statement.payable')}>
            <Text fw={700} size="lg" component="span">
              {money(vendor.payable)}
            </Text>
          </LabelledFact>
          <LabelledFact label={t('workshop.stock.statement.terms')}>
            {t('workshop.stock.vendors.termsDays', { days: formats.number(vendor.paymentTermsDays) })}
          </LabelledFact>
        </SimpleGrid>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="vendor-statement">
          <Title order={2} size="h4" id="vendor-statement" mb="sm">
            {t('workshop.stock.statement.heading')}
          </Title>
          {entries.length === 0 ? (
            <Text c="dimmed">{t('workshop.stock.statement.none')}</Text>
          ) : isPhone ? (
            <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {entries.map((entry) => (
                <Stack component="li" key={entry.documentId} gap={0} py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {documentOf(entry)}
                    </Text>
                    <Text size="sm">{money(entry.amount)}</Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[formats.day(entry.day), entry.billNumber].filter(Boolean).join(' · ')} · {t('workshop.stock.statement.columns.balance')}{' '}
                    {formats.money(entry.balance, vendor.currency)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('workshop.stock.statement.columns.day')}</Table.Th>
                    <Table.Th scope="col">{t('workshop.stock.statement.columns.document')}</Table.Th>
                    <Table.Th scope="col">{t('workshop.stock.statement.columns.bill')}</Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('workshop.stock.statement.columns.amount')}
                    </Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('workshop.stock.statement.columns.balance')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <Table.Tr key={entry.documentId}>
                      <Table.Td>{formats.day(entry.day)}</Table.Td>
                      <Table.Td>{documentOf(entry)}</Table.Td>
                      <Table.Td>
                        <span dir="ltr">{entry.billNumber ?? '–'}</span>
                      </Table.Td>
                      <Table.Td ta="end">{money(entry.amount)}</Table.Td>
                      <Table.Td ta="end">{money(entry.balance)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
      <VendorDialog opened={isEditing} onClose={() => setEditing(false)} workshopId={workshopId} vendor={vendor} />
    </>
  );
}
