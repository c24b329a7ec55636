import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { printPaths } from '@servicebay/api-client';
import { hasLeftTheWorkshop, type CountryCode, type TJobCard, type TJobCardStatus } from '@servicebay/domain';
import { ArrowBackIcon, CarIcon, UserIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Formats } from '../../../shared/formats';
import { JobCardStatusBadge } from '../../../shared/job-card-status-badge';
import { spacedMobile } from '../../../shared/phone-text';
import { DeliveryReadiness } from './delivery-readiness';
import { MoveButtons } from './move-buttons';
import { PrintButton } from './print-button';

/** Where the vehicle is about to leave: the hand-over's list shows what is still missing. */
const HANDING_OVER: readonly TJobCardStatus[] = ['readyForDelivery', 'invoice', 'paymentPending'];

type JobCardHeaderProps = {
  card: TJobCard;
  workshopId: string;
  boardPath: string;
  formats: Formats;
  brand: { countryCode: CountryCode; digitCount: number };
  /** Whether the caller may read the card's bill (the permission matrix's payments): the balance line of the hand-over. */
  canReadBill: boolean;
};

function Who({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden="true">
        {icon}
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

const PLACE = '\u0000';

/** A sentence with one part kept on one line: a phone broke 'JC-000001' at its hyphen. */
function Unbroken({ text, part }: { text: string; part: string }) {
  const [before, after] = text.split(PLACE);
  return (
    <>
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
      {after}
    </>
  );
}

/** The card's number and status, the booking it came from, the customer and the vehicle, the moves open now, its print and, once delivered, the gate pass. */
export function JobCardHeader({ card, workshopId, boardPath, formats, brand, canReadBill }: JobCardHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" mb="lg">
      <Anchor component={Link} to={boardPath} size="sm" fw={500} style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} wrap="nowrap">
          <ArrowBackIcon size={16} />
          {t('workshop.jobCard.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Group gap="sm" wrap="wrap">
                <Title order={1} size="h2">
                  <Unbroken text={t('workshop.jobCard.heading', { number: PLACE })} part={card.jobCardNo} />
                </Title>
                <JobCardStatusBadge status={card.status} isProminent />
              </Group>
              <Group gap="xs" wrap="wrap">
                <Badge variant="outline" color="gray.8" radius="sm" tt="none" fw={500}>
                  {card.bookingCode ? t('workshop.jobCard.booking', { code: card.bookingCode }) : t('workshop.jobCard.walkIn')}
                </Badge>
                <Badge variant="outline" color="gray.8" radius="sm" tt="none" fw={500}>
                  {t(`workshop.serviceTypes.${card.serviceType}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {t('workshop.jobCard.opened', { time: formats.dateTime(card.createdAt) })}
                </Text>
              </Group>
            </Stack>
            <Group gap="xs">
              <PrintButton path={printPaths.jobCard(workshopId, card.jobCardId)} label={t('workshop.jobCard.printJobCard')} variant="default" size="sm" />
              {hasLeftTheWorkshop(card.status) ? (
                <PrintButton path={printPaths.gatePass(workshopId, card.jobCardId)} label={t('workshop.jobCard.gatePass.print')} variant="default" size="sm" />
              ) : null}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Who icon={<UserIcon size={20} />} label={t('workshop.jobCard.customer')}>
              <Text fw={600}>{card.customerName}</Text>
              {card.mobileNumber ? (
                <Anchor href={`tel:${card.mobileNumber}`} size="sm" dir="ltr" ta="start">
                  {spacedMobile(card.mobileNumber, brand.countryCode)}
                </Anchor>
              ) : null}
            </Who>
            <Who icon={<CarIcon size={20} />} label={t('workshop.jobCard.vehicle')}>
              <Text fw={600} dir="ltr" ta="start">
                {card.vehicleNumber ?? t('workshop.jobCard.noPlate')}
              </Text>
              <Text size="sm">{card.vehicleLabel}</Text>
            </Who>
          </SimpleGrid>
          <Stack gap={6} pt="sm" style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)' }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('workshop.jobCard.moves.heading')}
            </Text>
            <MoveButtons card={card} workshopId={workshopId} brand={brand} />
            {card.nextStatuses.includes('invoice') ? (
              <Text size="sm">
                <Anchor href="#invoices-heading">{t('workshop.jobCard.handover.issueInvoice')}</Anchor>
              </Text>
            ) : null}
          </Stack>
          {HANDING_OVER.includes(card.status) ? <DeliveryReadiness card={card} workshopId={workshopId} canReadBill={canReadBill} formats={formats} /> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
