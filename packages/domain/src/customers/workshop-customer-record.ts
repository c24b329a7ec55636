import { z } from 'zod';
import { FUEL_TYPES } from '../garage/vehicle';
import { WORKSHOP_CUSTOMER_TYPES } from './workshop-customer';

/**
 * A workshop's customer on the wire (workshop spec section 3; issue 11 part 3): the customer app's
 * own person (the same record, matched by brand and mobile number) with what the workshop keeps of
 * them besides: their kind (individual or corporate/fleet), address, anniversary and credit. The
 * body's country-dependent fields (tax numbers, mobile numbers, credit amounts in the currency) are
 * checked by the brand's country with workshop-customer.ts's rules, on the server and in the form.
 */
export const ZCustomerAddress = z.object({
  house: z.string().trim().max(64).nullish(),
  street: z.string().trim().max(100).nullish(),
  city: z.string().trim().max(64).nullish(),
  state: z.string().trim().max(64).nullish(),
  country: z.string().trim().max(64).nullish(),
  zipcode: z.string().trim().max(12).nullish(),
  landmark: z.string().trim().max(64).nullish(),
});
export type TCustomerAddress = z.infer<typeof ZCustomerAddress>;

export const ZWorkshopCustomerBody = z.object({
  name: z.string().trim().min(3).max(100),
  mobileNumber: z.string().trim().max(20),
  alternativeMobileNumber: z.string().trim().max(20).nullish(),
  email: z.email().max(254).nullish(),
  gender: z.enum(['Male', 'Female']).nullish(),
  dateOfBirth: z.string().nullish(),
  anniversaryDate: z.string().nullish(),
  customerType: z.enum(WORKSHOP_CUSTOMER_TYPES).default('individual'),
  fleetName: z.string().max(100).nullish(),
  companyName: z.string().max(100).nullish(),
  groupTaxNumber: z.string().max(40).nullish(),
  gstStateCode: z.string().max(4).nullish(),
  address: ZCustomerAddress.nullish(),
  creditLimit: z.union([z.number(), z.string()]).nullish(),
  creditDays: z.union([z.number(), z.string()]).nullish(),
  usedCredit: z.union([z.number(), z.string()]).nullish(),
});
export type TWorkshopCustomerBody = z.input<typeof ZWorkshopCustomerBody>;

/** A customer's vehicle as the desk sees it: what identifies it at the door and when it is next due. */
export const ZWorkshopCustomerVehicle = z.object({
  vehicleId: z.uuid(),
  registrationNumber: z.string().nullable(),
  label: z.string(),
  year: z.number().int(),
  fuelType: z.enum(FUEL_TYPES),
  vinNumber: z.string().nullable(),
  odometer: z.number().int().nullable(),
  nextServiceDate: z.string().nullable(),
});

export const ZWorkshopCustomer = z.object({
  customerId: z.uuid(),
  name: z.string(),
  mobileNumber: z.string().nullable(),
  alternativeMobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.enum(['Male', 'Female']).nullable(),
  dateOfBirth: z.string().nullable(),
  anniversaryDate: z.string().nullable(),
  customerSince: z.string(),
  customerType: z.enum(WORKSHOP_CUSTOMER_TYPES),
  fleetName: z.string().nullable(),
  companyName: z.string().nullable(),
  groupTaxNumber: z.string().nullable(),
  gstStateCode: z.string().nullable(),
  address: ZCustomerAddress,
  creditLimit: z.number().nullable(),
  creditDays: z.number().int().nullable(),
  usedCredit: z.number(),
  currency: z.string(),
  vehicles: z.array(ZWorkshopCustomerVehicle),
});
export type TWorkshopCustomer = z.infer<typeof ZWorkshopCustomer>;

export const ZCustomerSearchQuery = z.object({
  /** A name (or part of it), a mobile number or a plate (its start). */
  q: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TCustomerSearchQuery = z.infer<typeof ZCustomerSearchQuery>;

export const ZWorkshopCustomerPage = z.object({ items: z.array(ZWorkshopCustomer), total: z.number().int() });
