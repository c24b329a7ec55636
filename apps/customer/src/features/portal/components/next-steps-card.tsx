import { Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { addressesQueryOptions, useClientProfile, useProfile, useVehicles } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { CheckCircleIcon, ChevronForwardIcon, DocumentIcon, IdCardIcon, MapPinIcon } from '@servicebay/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompletenessMeter } from '../../../shared/completeness-meter';
import { paths } from '../../../shared/paths';
import { isAllSet, nextSteps, type NextStep, type NextStepId } from '../next-steps';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';
import { PositiveBadge } from '../../../shared/positive-badge';

const STEP_SCREENS: Record<NextStepId, { to: string; icon: ReactNode }> = {
  addVehicle: { to: paths.addVehicle, icon: <BrandVehicleIcon size={22} /> },
  addAddress: { to: paths.addAddress, icon: <MapPinIcon size={22} /> },
  uploadDocument: { to: paths.documentVault, icon: <DocumentIcon size={22} /> },
  personalDetails: { to: paths.editProfile, icon: <IdCardIcon size={22} /> },
};

/**
 * What a new customer does next, with the profile's completeness: each step leads to its screen
 * and shows when done; once all are done the card gives way. It reads only what the dashboard's
 * loader (and the server's render) already asked for, so both render it the same.
 */
export function NextStepsCard() {
  const { t } = useTranslation();
  const hasAddresses = !isWebHub(useClientProfile());
  const profile = useProfile();
  const vehicles = useVehicles();
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: hasAddresses });
  if (!profile.data || !vehicles.data || (hasAddresses && !addresses.data)) return null;

  const steps = nextSteps({ profile: profile.data, vehicles: vehicles.data, addresses: hasAddresses ? (addresses.data ?? []) : null });
  if (isAllSet(steps)) return null;
  const doneCount = steps.filter((step) => step.isDone).length;
  const { completeness } = profile.data;

  return (
    <Paper component="section" aria-labelledby="next-steps-title" p={{ base: 'md', sm: 'lg' }} radius="lg" withBorder shadow="xs">
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Title order={2} size="h3" id="next-steps-title">
              {t('home.nextSteps.title')}
            </Title>
            <Text size="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('home.nextSteps.progress', { done: doneCount, total: steps.length })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('home.nextSteps.intro')}
          </Text>
        </Stack>
        <CompletenessMeter percent={completeness} size="sm" />
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.map((step) => (
            <li key={step.id}>
              <StepLink step={step} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function StepLink({ step }: { step: NextStep }) {
  const { t } = useTranslation();
  const screen = STEP_SCREENS[step.id];
  return (
    <UnstyledButton
      component={Link}
      to={screen.to}
      w="100%"
      p="sm"
      bg={step.isDone ? 'var(--mantine-color-gray-0)' : 'var(--brand-surface)'}
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
    >
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="xl" variant={step.isDone ? 'light' : 'filled'} color={step.isDone ? 'teal' : undefined} aria-hidden>
          {step.isDone ? <CheckCircleIcon size={22} /> : screen.icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} c={step.isDone ? 'dimmed' : undefined}>
            {t(`home.nextSteps.steps.${step.id}.title`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`home.nextSteps.steps.${step.id}.hint`)}
          </Text>
        </Stack>
        {step.isDone ? (
          <PositiveBadge variant="light" style={{ flexShrink: 0 }}>
            {t('home.nextSteps.done')}
          </PositiveBadge>
        ) : (
          <ChevronForwardIcon />
        )}
      </Group>
    </UnstyledButton>
  );
}
