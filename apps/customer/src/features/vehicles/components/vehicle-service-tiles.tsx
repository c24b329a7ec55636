import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useServiceHistory } from '@servicebay/api-client';
import { calendarDateIn, keptPerKey, type TVehicle } from '@servicebay/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/day-text';
import { paths } from '../../../shared/paths';
import './vehicle-service-tiles.css';

const kilometres = keptPerKey((language) => new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en-IN', { maximumFractionDigits: 0 }));

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper component="div" withBorder radius="lg" p="sm" className="service-tile">
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fw={700} size="sm" m={0} dir="auto">
        {children}
      </Text>
    </Paper>
  );
}

/** The day a service was handed back, on the customer's own calendar (the server answers an instant). */
const dayOf = (instant: string, language: string) =>
  formatCalendarDay(calendarDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(instant)), language);

/**
 * The dashboard's last service, next service and odometer for the vehicle in use (customer spec
 * section 2), from the workshops' job cards (booking summary and odometer, spec section 7): the
 * last handed back, the next the workshop set, the latest reading a workshop took, else the
 * customer's own. Until a service is done here, the tiles say so and lead to booking one.
 */
export function VehicleServiceTiles({ vehicle }: { vehicle: TVehicle }) {
  const { t, i18n } = useTranslation();
  const history = useServiceHistory(vehicle.registrationNumber);
  const isLoading = history.isPending && vehicle.registrationNumber !== null;
  const odometer = history.data?.odometer ?? vehicle.odometer;
  const lastService = history.data?.lastServiceDate ?? null;
  const nextService = history.data?.nextServiceDate ?? vehicle.nextServiceDate;
  const shown = (content: ReactNode) => (isLoading ? <Skeleton height={16} mt={4} radius="sm" aria-hidden="true" /> : content);
  return (
    <SimpleGrid component="dl" cols={3} spacing="xs" m={0} aria-label={t('garage.dashboard.tilesLabel')} aria-busy={isLoading}>
      <Tile label={t('garage.dashboard.lastService')}>
        {shown(
          lastService ? (
            dayOf(lastService, i18n.language)
          ) : (
            <Text component="span" c="dimmed" size="sm" fw={500}>
              {t('garage.dashboard.noServiceYet')}
            </Text>
          ),
        )}
      </Tile>
      <Tile label={t('garage.dashboard.nextService')}>
        {shown(
          nextService ? (
            formatCalendarDay(nextService, i18n.language)
          ) : (
            <Anchor component={Link} to={paths.bookService} size="sm" fw={700}>
              {t('garage.dashboard.bookFirst')}
            </Anchor>
          ),
        )}
      </Tile>
      <Tile label={t('garage.dashboard.odometer')}>
        {shown(
          odometer === null ? (
            <Anchor component={Link} to={paths.manageVehicle(vehicle.did)} size="sm" fw={700}>
              {t('garage.dashboard.addReading')}
            </Anchor>
          ) : (
            t('garage.dashboard.kilometres', { value: kilometres(i18n.language).format(odometer) })
          ),
        )}
      </Tile>
    </SimpleGrid>
  );
}
