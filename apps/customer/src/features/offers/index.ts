export { OffersList } from './components/offers-list';
export { OfferDetails } from './components/offer-details';
export { OffersAndArticlesSlider } from './components/offers-and-articles-slider';
