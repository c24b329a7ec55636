import { Alert, Button, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useVendors } from '@servicebay/api-client';
import { canAccess, type TStaffMe } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import '../../../shared/record-cards.css';
import { VendorDialog } from './vendor-dialog';

type VendorsScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/** Vendors (issue 28 part 9): who the workshop buys from, their terms and what is owed to each; each opens its statement. */
export function VendorsScreen({ me, workshop }: VendorsScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const isPhone = usePhoneLayout();
  const { workshopId } = workshop;
  const vendors = useVendors(workshopId);
  const [isAdding, setAdding] = useState(false);
  const linkTo = (vendorId: string) => paths.vendor(workshopId, vendorId);

  const body = () => {
    if (vendors.isPending) return <SectionLoader label={t('workshop.stock.vendors.loading')} />;
    if (vendors.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(vendors.error)}
        </Alert>
      );
    if (vendors.data.length === 0)
      return (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('workshop.stock.vendors.none')}
          </Text>
        </Paper>
      );
    if (isPhone)
      return (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {vendors.data.map((vendor) => (
            <li key={vendor.vendorId}>
              <UnstyledButton component={Link} to={linkTo(vendor.vendorId)} className="record-card" w="100%">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700}>{vendor.name}</Text>
                  <Text size="sm" dir="ltr">
                    {formats.money(vendor.payable, vendor.currency)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {[vendor.contactName, t('workshop.stock.vendors.termsDays', { days: formats.number(vendor.paymentTermsDays) })].filter(Boolean).join(' · ')}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      );
    return (
      <Paper withBorder radius="lg">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('workshop.stock.vendors.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('workshop.stock.vendors.columns.contact')}</Table.Th>
              <Table.Th scope="col">{t('workshop.stock.vendors.columns.terms')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.vendors.columns.payable')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vendors.data.map((vendor) => (
              <Table.Tr key={vendor.vendorId}>
                <Table.Td>
                  <Text component={Link} to={linkTo(vendor.vendorId)} size="sm" fw={600} c="var(--mantine-color-anchor)">
                    {vendor.name}
                  </Text>
                </Table.Td>
                <Table.Td>{vendor.contactName ?? '–'}</Table.Td>
                <Table.Td>{t('workshop.stock.vendors.termsDays', { days: formats.number(vendor.paymentTermsDays) })}</Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr">{formats.money(vendor.payable, vendor.currency)}</span>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  };

  return (
    <>
      <ScreenHeader
        title={t('workshop.stock.vendors.heading')}
        description={t('workshop.stock.vendors.intro', { workshop: workshop.name })}
        actions={
          canAccess(me.role, 'inventory', 'change') ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setAdding(true)}>
              {t('workshop.stock.vendors.add')}
            </Button>
          ) : null
        }
      />
      {body()}
      <VendorDialog opened={isAdding} onClose={() => setAdding(false)} workshopId={workshopId} vendor={null} />
    </>
  );
}
