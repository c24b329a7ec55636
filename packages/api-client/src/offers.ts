// The offers' endpoints; one file per endpoint under ./offers/. Articles are the service menu's (./services.ts).
export { getOffers, offersQueryOptions, useOffers } from './offers/get-offers';
export { offerKeys } from './offers/offer-keys';
