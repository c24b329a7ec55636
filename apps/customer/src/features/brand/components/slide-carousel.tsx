import { Carousel } from '@mantine/carousel';
import type { TSlide } from '@servicebay/domain';
import { SlideContent } from './slide-content';

/** Several slides: a looping carousel with controls and indicators. Loaded on demand (embla is ~25 KB). */
export function SlideCarousel({ slides, label }: { slides: readonly TSlide[]; label: string }) {
  return (
    <Carousel
      aria-label={label}
      aria-roledescription="carousel"
      withIndicators
      withControls
      emblaOptions={{ loop: true }}
      slideGap="md"
      styles={{ indicator: { backgroundColor: 'var(--brand-accent)' } }}
    >
      {slides.map((slide, index) => (
        <Carousel.Slide key={slide.imageUrl}>
          <SlideContent slide={slide} hasIndicators isFirst={index === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
