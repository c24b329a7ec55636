// The offers' endpoints; one file per endpoint in this folder. Articles are the service menu's (../services/).
export { getOffers, offersQueryOptions, useOffers } from './get-offers';
export { offerKeys } from './offer-keys';
