import { Carousel } from '@mantine/carousel';
import { Image, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The workshop's image slider (customer spec section 2); it turns with the reading direction. */
export function WorkshopPictures({ urls, name }: { urls: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  if (urls.length === 0) return <span className="workshop-card-band" aria-hidden style={{ borderRadius: 'var(--mantine-radius-lg)' }} />;
  return (
    <Carousel
      key={dir}
      aria-label={t('services.workshops.picturesLabel', { name })}
      aria-roledescription="carousel"
      withIndicators={urls.length > 1}
      withControls={urls.length > 1}
      emblaOptions={{ loop: true, direction: dir }}
      slideGap="sm"
      height={220}
      styles={{ root: { borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' } }}
    >
      {urls.map((url, index) => (
        <Carousel.Slide key={url}>
          <Image src={url} alt={t('services.workshops.pictureOf', { name, number: index + 1 })} h={220} fit="cover" />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
