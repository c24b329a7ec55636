import { Carousel } from '@mantine/carousel';
import { Image, Stack, Text } from '@mantine/core';
import { useProfileData } from '@servicebay/api-client';
import { slideText, type TSlide } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { useTranslation } from 'react-i18next';

function SlideContent({ slide, hasIndicators }: { slide: TSlide; hasIndicators: boolean }) {
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

/** The brand's promotional slides on the login screens, in the customer's language when the brand has it. */
export function BrandSlider() {
  const { t } = useTranslation();
  const brand = useProfileData();
  const slides = brand.loginSliders;
  if (slides.length === 0) return null;
  const isSliding = slides.length > 1;

  return (
    <Carousel
      aria-label={t('brand.slidesLabel', { brand: brand.ClientName })}
      aria-roledescription="carousel"
      withIndicators={isSliding}
      withControls={isSliding}
      emblaOptions={{ loop: isSliding }}
      slideGap="md"
      styles={{ indicator: { backgroundColor: 'var(--brand-accent)' } }}
    >
      {slides.map((slide) => (
        <Carousel.Slide key={slide.imageUrl}>
          <SlideContent slide={slide} hasIndicators={isSliding} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
