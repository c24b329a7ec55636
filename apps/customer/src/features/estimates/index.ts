export { BookingEstimate } from './components/booking-estimate';
export { EstimateLinkScreen } from './components/estimate-link-screen';
