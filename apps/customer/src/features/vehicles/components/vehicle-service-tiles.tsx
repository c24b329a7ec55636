import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { keptPerKey, type TVehicle } from '@servicebay/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/**
 * The dashboard's last service, next service and odometer for the vehicle in use (customer spec
 * section 2). The service dates come from its bookings and job cards, which the booking and
 * workshop issues add; until a service is done here, the tiles say so and lead to booking one.
 */
export function VehicleServiceTiles({ vehicle }: { vehicle: TVehicle }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={3} spacing="xs" m={0} aria-label={t('garage.dashboard.tilesLabel')}>
      <Tile label={t('garage.dashboard.lastService')}>
        <Text component="span" c="dimmed" size="sm" fw={500}>
          {t('garage.dashboard.noServiceYet')}
        </Text>
      </Tile>
      <Tile label={t('garage.dashboard.nextService')}>
        <Anchor component={Link} to={paths.bookService} size="sm" fw={700}>
          {t('garage.dashboard.bookFirst')}
        </Anchor>
      </Tile>
      <Tile label={t('garage.dashboard.odometer')}>
        {vehicle.odometer === null ? (
          <Anchor component={Link} to={paths.manageVehicle(vehicle.did)} size="sm" fw={700}>
            {t('garage.dashboard.addReading')}
          </Anchor>
        ) : (
          t('garage.dashboard.kilometres', { value: kilometres(i18n.language).format(vehicle.odometer) })
        )}
      </Tile>
    </SimpleGrid>
  );
}
