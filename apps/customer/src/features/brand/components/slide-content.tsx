import { Image, Stack, Text } from '@mantine/core';
import { slideText, type TSlide } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';

export function SlideContent({ slide, hasIndicators }: { slide: TSlide; hasIndicators: boolean }) {
  const { language } = useLocale();
  const text = slideText(slide, language);
  return (
    // Room at the bottom for the indicators, which sit over the slide.
    <Stack gap={4} pb={hasIndicators ? 'xl' : 0}>
      <Image src={slide.imageUrl} alt="" radius="lg" h={{ base: 200, sm: 'auto' }} fit="contain" />
      <Text fw={700} size="lg" mt="sm">
        {text.title}
      </Text>
      <Text c="dimmed">{text.subtitle}</Text>
    </Stack>
  );
}
