export { BookingBill } from './components/booking-bill';
export { InvoiceButton } from './components/invoice-button';
