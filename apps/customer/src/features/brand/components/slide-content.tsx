import { Image, Stack, Text } from '@mantine/core';
import { slideText, type TSlide } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';

/** `isFirst`: the slide on screen at once; the others' images wait until they are near the screen. */
export function SlideContent({ slide, hasIndicators, isFirst }: { slide: TSlide; hasIndicators: boolean; isFirst: boolean }) {
  const { language } = useLocale();
  const text = slideText(slide, language);
  return (
    // Room at the bottom for the indicators, which sit over the slide.
    <Stack gap={4} pb={hasIndicators ? 'xl' : 0}>
      <Image
        src={slide.imageUrl}
        alt=""
        radius="lg"
        h={{ base: 200, sm: 360 }}
        fit="contain"
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
      />
      <Text fw={700} size="lg" mt="sm">
        {text.title}
      </Text>
      <Text c="dimmed">{text.subtitle}</Text>
    </Stack>
  );
}
