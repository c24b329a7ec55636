import { workshopCustomersEn } from './workshop/customers';
import { workshopEstimateEn } from './workshop/estimate';
import { workshopPaymentsEn } from './workshop/payments';
import { workshopRegistersEn } from './workshop/registers';
import { workshopStockEn } from './workshop/stock';
import { workshopEmployeesEn } from './workshop/employees';
import { workshopTimeClockEn } from './workshop/time-clock';
import { workshopLabourEn } from './workshop/labour';
import { workshopJobCardIntakeEn } from './workshop/job-card-intake';
import { workshopJobCardsEn } from './workshop/job-cards';
import { workshopPeopleEn } from './workshop/people';
import { workshopRolesEn } from './workshop/roles';
import { workshopSettingsEn } from './workshop/settings';
import { workshopShellEn } from './workshop/shell';
import { workshopSignInEn } from './workshop/sign-in';
import { workshopRecordsEn } from './workshop-records';

/**
 * The workshop app's English texts, downloaded by that app alone (loadWorkshopTexts): the customer
 * app never shows them, and its first download must not carry them.
 */
export const workshopAppEn = {
  /** The workshop app's screens, by area. */
  workshop: {
    productName: 'ServiceBay Workshop',
    ...workshopSignInEn,
    ...workshopShellEn,
    people: workshopPeopleEn,
    customers: workshopCustomersEn,
    settings: workshopSettingsEn,
    estimate: workshopEstimateEn,
    payments: workshopPaymentsEn,
    registers: workshopRegistersEn,
    stock: workshopStockEn,
    employees: workshopEmployeesEn,
    timeClock: workshopTimeClockEn,
    labour: workshopLabourEn,
    ...workshopRolesEn,
    ...workshopJobCardsEn,
    ...workshopJobCardIntakeEn,
  },
  /** The workshop records' field rules (tax numbers, bank details, customers, job card readings, staff credentials). */
  workshopRecords: workshopRecordsEn,
};
