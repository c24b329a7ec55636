import { useClientProfile } from '@servicebay/api-client';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideContent } from './slide-content';

const SlideCarousel = lazy(async () => ({ default: (await import('./slide-carousel')).SlideCarousel }));

/**
 * The brand's promotional slides on the login screens, in the customer's language when the brand
 * has it. The first slide shows at once, in the carousel's place, while the carousel loads: the
 * login screen does not wait for it.
 */
export function BrandSlider() {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const slides = clientProfile.loginSliders;
  const first = slides[0];
  if (!first) return null;
  const label = t('brand.slidesLabel', { brand: clientProfile.ClientName });
  const isSliding = slides.length > 1;
  const firstSlide = (
    <section aria-label={label} style={{ overflow: 'hidden' }}>
      <SlideContent slide={first} hasIndicators={isSliding} />
    </section>
  );
  if (!isSliding) return firstSlide;
  return (
    <Suspense fallback={firstSlide}>
      <SlideCarousel slides={slides} label={label} />
    </Suspense>
  );
}
