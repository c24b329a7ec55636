// A workshop's customers, as the workshop app keeps them (the customer app's own signed-in user is auth/, users/, session/).
export { workshopCustomerKeys } from './query-keys';
export { getWorkshopCustomers, useWorkshopCustomers, workshopCustomersQueryOptions, type CustomerSearch } from './get-workshop-customers';
export { getWorkshopCustomer, useWorkshopCustomer, workshopCustomerQueryOptions } from './get-workshop-customer';
export { addWorkshopCustomer, useAddWorkshopCustomer } from './add-workshop-customer';
export { changeWorkshopCustomer, useChangeWorkshopCustomer } from './change-workshop-customer';
export { addCustomerVehicle, useAddCustomerVehicle } from './add-customer-vehicle';
