export { CustomersScreen } from './components/customers-screen';
export { CustomerScreen } from './components/customer-screen';
