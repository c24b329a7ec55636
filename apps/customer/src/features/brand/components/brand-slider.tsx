import { useClientProfile } from '@servicebay/api-client';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { firstContact } from '../../../shared/first-contact';
import { SlideContent } from './slide-content';

/**
 * The carousel's code (embla, about 11 KB, and a setup that is a long task on a slow phone) loads
 * at the visitor's first contact with the page, not with it: a visitor who only signs in never
 * pays for it. Until then the slides are as the server drew them, which is how the carousel looks
 * before its code runs (first slide, controls inactive). The server renders it at once.
 */
const SlideCarousel = lazy(async () => {
  if (typeof window !== 'undefined') await firstContact();
  return { default: (await import('./slide-carousel')).SlideCarousel };
});

/**
 * The brand's promotional slides on the login screens, in the customer's language when the brand
 * has it. The first slide shows at once, in the carousel's place, while the carousel waits: the
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
      <SlideContent slide={first} hasIndicators={isSliding} isFirst />
    </section>
  );
  if (!isSliding) return firstSlide;
  return (
    <Suspense fallback={firstSlide}>
      <SlideCarousel slides={slides} label={label} />
    </Suspense>
  );
}
