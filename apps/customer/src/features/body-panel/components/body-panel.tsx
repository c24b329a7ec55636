import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useBodyDamageService, useDamageTypes, useGlobalSettings, useVehiclePerspectives, ApiError } from '@servicebay/api-client';
import { SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { askedDamage, choiceOf, choiceSearch, continuePath, nextChoice, type BodyPanelAction } from '../body-panel-choice';
import { BodyServiceCard } from './body-service-card';
import { ContinueBar } from './continue-bar';
import { DamageChips } from './damage-chips';
import { SideControl } from './side-control';
import { VehicleDrawing } from './vehicle-drawing';
import '../body-panel.css';

type BodyPanelProps = {
  /** The customer's vehicle: its drawings (a car or a bike) and the prices are for it. */
  catalogVehicleId: string;
  pricingSegment: string | undefined;
};

/**
 * The body panel (customer spec section 2): turn the vehicle to the damaged side, tap the part,
 * say what happened to it, see the service that mends it and its price, and continue to the
 * workshops with the service, the part and the damage.
 */
export function BodyPanel({ catalogVehicleId, pricingSegment }: BodyPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const dispatch = (action: BodyPanelAction) => setParams(choiceSearch(nextChoice(choice, action)), { replace: true });

  const perspectives = useVehiclePerspectives(catalogVehicleId, language);
  const perspective = perspectives.data?.find((view) => view.orientation === choice.orientation) ?? perspectives.data?.[0];
  // A part the address names that this side does not show is no choice.
  const part = perspective?.partSections.find((section) => section.partId === choice.partId);
  const partId = part ? part.partId : null;
  const damageTypes = useDamageTypes(partId, language);
  const damageTypeId = partId ? askedDamage(damageTypes.data, choice.damageTypeIds) : undefined;
  const service = useBodyDamageService(partId && damageTypeId ? { partId, damageTypeId, catalogVehicleId, pricingSegment } : null, language);
  const isSegmentListing = useGlobalSettings().data?.workshopListingModel === 'Segment';

  if (perspectives.isPending) return <SectionLoader label={t('app.loading')} />;
  if (perspectives.isError || !perspective) return <LoadFailed onRetry={() => void perspectives.refetch()} />;

  const shown = partId && damageTypeId && service.data?.service.partId === partId ? service.data : undefined;
  const isCurrent = shown !== undefined && !service.isPlaceholderData && !service.isError;
  const noService = service.error instanceof ApiError && service.error.code === 'body-panel/no-service';
  const next = isCurrent && partId && damageTypeId ? continuePath({ serviceId: shown.service.serviceId, partId, damageTypeId, isSegmentListing }) : null;
  const sideName = t(`bodyPanel.side.${perspective.orientation}`);

  return (
    <>
      <div className="body-panel-layout">
        <Card withBorder radius="lg" padding="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('bodyPanel.side.heading')}
            </Title>
            <SideControl value={perspective.orientation} onChange={(orientation) => dispatch({ type: 'turn', orientation })} />
            <VehicleDrawing
              perspective={perspective}
              label={t('bodyPanel.drawing.label', { side: sideName })}
              chosenPartId={partId}
              onTapPart={(tapped) => dispatch({ type: 'tap-part', partId: tapped })}
            />
            <Group justify="space-between" gap="xs" mih={36}>
              <Text fw={part ? 600 : 400} c={part ? undefined : 'dimmed'} size="sm" aria-live="polite">
                {part
                  ? t('bodyPanel.drawing.chosen', { part: part.displayName })
                  : perspective.partSections.length
                    ? t('bodyPanel.drawing.hint')
                    : t('bodyPanel.drawing.noParts')}
              </Text>
              {part ? (
                <Button variant="subtle" size="compact-sm" onClick={() => dispatch({ type: 'clear-part' })} aria-label={t('bodyPanel.drawing.clearLabel')}>
                  {t('bodyPanel.drawing.clear')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Card>
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="md">
            {part ? (
              <DamageChips
                partName={part.displayName}
                damageTypes={damageTypes.data}
                isLoading={damageTypes.isPending}
                chosen={choice.damageTypeIds}
                onToggle={(id) => dispatch({ type: 'toggle-damage', damageTypeId: id })}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('bodyPanel.damage.waiting')}
              </Text>
            )}
          </Card>
          {shown ? (
            <BodyServiceCard details={shown} />
          ) : noService ? (
            <Alert color="yellow" radius="lg">
              {t('bodyPanel.service.none')}
            </Alert>
          ) : service.isError && damageTypeId ? (
            <LoadFailed onRetry={() => void service.refetch()} />
          ) : damageTypeId ? (
            <SectionLoader label={t('bodyPanel.service.loading')} />
          ) : part ? (
            <Text size="sm" c="dimmed">
              {t('bodyPanel.service.waiting')}
            </Text>
          ) : null}
        </Stack>
      </div>
      <ContinueBar
        to={next}
        pricing={isCurrent ? shown.pricing : null}
        hint={next ? null : part ? t('bodyPanel.footer.chooseDamage') : t('bodyPanel.footer.choosePart')}
      />
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" radius="lg" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('bodyPanel.loadFailed')}</Text>
        <Button variant="light" color="red" size="compact-sm" onClick={onRetry}>
          {t('bodyPanel.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
