import { Badge, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMe, useUpdateSettings, useWorkshopSegments } from '@servicebay/api-client';
import { PRICING_SEGMENTS } from '@servicebay/domain';
import { CheckCircleIcon, ScreenHeader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import type { ServiceChoice } from '../../../shared/service-choice';
import '../../../shared/sticky-footer.css';
import { useAddToCart } from '../../../shared/use-add-to-cart';
import '../workshops.css';

type PricingSegment = (typeof PRICING_SEGMENTS)[number];
const isPricingSegment = (name: string): name is PricingSegment => (PRICING_SEGMENTS as readonly string[]).includes(name);

/**
 * /portal/workshop-quality (brands whose listing model is Segment): the customer picks a quality
 * tier, not a workshop. The tier becomes their pricing segment (saved in settings, so prices follow
 * it), and the service goes into the cart without a workshop (customer spec section 4).
 */
export function WorkshopQuality({ choice, onBack }: { choice: ServiceChoice; onBack: () => void }) {
  const { t } = useTranslation();
  const segments = useWorkshopSegments();
  const current = useMe()?.settings.pricingSegment;
  const [chosen, setChosen] = useState<string | null>(current ?? null);
  const settings = useUpdateSettings();
  const { addToCart, isAdding } = useAddToCart();

  const proceed = async () => {
    if (!chosen || !isPricingSegment(chosen)) return;
    if (chosen !== current) {
      try {
        await settings.mutateAsync({ pricingSegment: chosen });
      } catch (error) {
        notifyApiError(error);
        return;
      }
    }
    await addToCart(choice, null, paths.cart);
  };

  return (
    <>
      <ScreenHeader title={t('services.quality.heading')} description={t('services.quality.intro')} backLabel={t('services.details.back')} onBack={onBack} />
      {segments.isPending ? (
        <Skeleton h={200} radius="lg" aria-busy />
      ) : (
        <Radio.Group value={chosen} onChange={setChosen} aria-label={t('services.quality.heading')}>
          <Stack gap="md">
            {(segments.data ?? []).map((segment) => (
              <Radio.Card key={segment.name} value={segment.name} radius="lg" p="md" className="quality-card">
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <Radio.Indicator mt={4} />
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Group gap="xs">
                      <Text fw={700} size="lg" dir="auto">
                        {segment.displayName}
                      </Text>
                      {segment.name === current ? (
                        <Badge variant="light" size="sm" tt="none">
                          {t('services.quality.current')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Stack gap={4}>
                      {segment.features.map((feature) => (
                        <Group key={feature} gap={6} wrap="nowrap">
                          <CheckCircleIcon size={16} />
                          <Text size="sm" dir="auto">
                            {feature}
                          </Text>
                        </Group>
                      ))}
                    </Stack>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group className="sticky-footer" justify="flex-end">
        <Button radius="xl" size="md" disabled={!chosen} loading={isAdding || settings.isPending} onClick={() => void proceed()}>
          {t('services.quality.proceed')}
        </Button>
      </Group>
    </>
  );
}
