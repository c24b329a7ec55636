import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ApiError, useJobBoard, useOpenWalkInJobCard } from '@servicebay/api-client';
import { isJobCardOpen, type CountryCode, type TJobCardSummary, type TWorkshopCustomer } from '@servicebay/domain';
import { PlusIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { JobCardStatusBadge } from '../../../shared/job-card-status-badge';
import { paths } from '../../../shared/paths';
import { AddVehicleDialog } from './add-vehicle-dialog';

type CustomerVehiclesProps = {
  customer: TWorkshopCustomer;
  workshopId: string;
  countryCode: CountryCode;
  canAddVehicle: boolean;
  canOpenJobCard: boolean;
};

/** What 'Add customer' hands the customer's page: the plate typed at its first step, if any. */
export type NewCustomerState = { plate: string };

const plateHandedOver = (state: unknown) =>
  typeof state === 'object' && state !== null && 'plate' in state && typeof state.plate === 'string' ? state.plate : '';

/** The customer's vehicles; each can come in at the door as a walk-in job card, which then opens. */
export function CustomerVehicles({ customer, workshopId, countryCode, canAddVehicle, canOpenJobCard }: CustomerVehiclesProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formats = useFormats();
  const open = useOpenWalkInJobCard();
  // A customer just added with a plate goes straight on to their vehicle, the plate filled in.
  const location = useLocation();
  const [newPlate] = useState(() => (canAddVehicle && customer.vehicles.length === 0 ? plateHandedOver(location.state) : ''));
  const [isAdding, setAdding] = useState(newPlate !== '');
  // The refusal stays beside the vehicle it concerns ('job card already open for vehicle'), not in a toast that goes.
  const [refused, setRefused] = useState<{ vehicleId: string; text: string } | null>(null);
  // The customer's cards here: a vehicle already in the workshop offers its card, not a second one
  // ('job card already open for vehicle' is then only for a card opened meanwhile, or elsewhere).
  const board = useJobBoard(workshopId, { customerId: customer.customerId, pageSize: 100 }, canOpenJobCard);
  const openCards = new Map<string, TJobCardSummary>(
    (board.data?.items ?? []).filter((card) => isJobCardOpen(card.status)).map((card) => [card.vehicleId, card]),
  );

  function openJobCard(vehicleId: string) {
    setRefused(null);
    open.mutate(
      { workshopId, walkIn: { customerId: customer.customerId, vehicleId } },
      {
        onSuccess: (card) => void navigate(paths.jobCard(workshopId, card.jobCardId)),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setRefused({ vehicleId, text: apiErrorText(error) });
            // Opened meanwhile by someone else: the board now shows the way to it.
            void board.refetch();
          } else notifyApiError(error);
        },
      },
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="customer-vehicles-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text component="h2" fw={700} size="lg" id="customer-vehicles-heading">
            {t('workshop.customers.vehicles.heading', { count: customer.vehicles.length })}
          </Text>
          {canAddVehicle ? (
            <Button variant="light" leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)}>
              {t('workshop.customers.vehicles.add')}
            </Button>
          ) : null}
        </Group>
        {customer.vehicles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('workshop.customers.vehicles.none')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {customer.vehicles.map((vehicle) => (
              <Card key={vehicle.vehicleId} component="li" withBorder radius="md" padding="sm" aria-label={vehicle.registrationNumber ?? vehicle.label}>
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Badge variant="outline" color="gray" radius="sm" tt="none" size="lg" fw={700} dir="ltr" c="var(--mantine-color-text)">
                      {vehicle.registrationNumber ?? t('workshop.customers.vehicles.noPlate')}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {vehicle.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[
                        String(vehicle.year),
                        t(`workshop.customers.fuelTypes.${vehicle.fuelType}`),
                        vehicle.odometer !== null ? t('workshop.customers.vehicles.odometer', { km: formats.number(vehicle.odometer) }) : null,
                        vehicle.nextServiceDate ? t('workshop.customers.vehicles.nextService', { date: formats.day(vehicle.nextServiceDate) }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {vehicle.registrationNumber ? (
                      // Its service history is the board's cards for the plate, delivered ones too.
                      <Anchor component={Link} to={paths.jobCards(workshopId, { q: vehicle.registrationNumber })} size="sm" fw={500}>
                        {t('workshop.customers.vehicles.history')}
                      </Anchor>
                    ) : null}
                    {vehicle.vinNumber ? (
                      <Text size="xs" c="dimmed" dir="ltr">
                        {t('workshop.customers.vehicles.vin', { vin: vehicle.vinNumber })}
                      </Text>
                    ) : null}
                  </Stack>
                  {canOpenJobCard ? (
                    <OpenCardAction
                      workshopId={workshopId}
                      card={openCards.get(vehicle.vehicleId)}
                      isOpening={open.isPending && open.variables.walkIn.vehicleId === vehicle.vehicleId}
                      onOpen={() => openJobCard(vehicle.vehicleId)}
                    />
                  ) : null}
                </Group>
                {refused?.vehicleId === vehicle.vehicleId && !openCards.has(vehicle.vehicleId) ? (
                  <Text size="sm" c="red.8" mt="xs" role="alert">
                    {refused.text}
                  </Text>
                ) : null}
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      {canAddVehicle ? (
        <AddVehicleDialog
          opened={isAdding}
          onClose={() => setAdding(false)}
          workshopId={workshopId}
          customer={customer}
          countryCode={countryCode}
          plate={newPlate}
          onAdded={() => {
            notifySuccess(t('workshop.customers.vehicles.added'));
            setAdding(false);
          }}
        />
      ) : null}
    </Card>
  );
}

/** The vehicle's card already open here (its number and state, a link to it), or the button that opens one. */
function OpenCardAction({
  workshopId,
  card,
  isOpening,
  onOpen,
}: {
  workshopId: string;
  card: TJobCardSummary | undefined;
  isOpening: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  if (!card)
    return (
      <Button size="sm" onClick={onOpen} loading={isOpening}>
        {t('workshop.customers.vehicles.openJobCard')}
      </Button>
    );
  return (
    <Stack gap={4} align="flex-end">
      <JobCardStatusBadge status={card.status} />
      <Button component={Link} to={paths.jobCard(workshopId, card.jobCardId)} size="sm" variant="light">
        {t('workshop.customers.vehicles.goToJobCard', { number: card.jobCardNo })}
      </Button>
    </Stack>
  );
}
