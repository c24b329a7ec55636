// Searching the map: the customer's place search and reverse geocoding, and a signing-up workshop's search on the staff client.
export { placeSearchQueryOptions, searchPlaces, usePlaceSearch } from './search-places';
export { reverseGeocode } from './reverse-geocode';
export { searchPlacesForWorkshop, useWorkshopPlaceSearch, workshopPlaceSearchQueryOptions } from './search-places-for-workshop';
