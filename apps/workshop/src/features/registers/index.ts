export { CreditNoteRegisterScreen } from './components/credit-note-register-screen';
export { InvoiceRegisterScreen } from './components/invoice-register-screen';
