// The workshops' endpoints, one file per endpoint: the customer app's public workshop queries, then
// the workshop app's own (settings, logo, branches, sign-up) on the staff client.
export { getWorkshopsByService, useWorkshopsByService, workshopsByServiceQueryOptions, type WorkshopsQuery } from './get-workshops-by-service';
export { getWorkshop, useWorkshop, workshopQueryOptions } from './get-workshop';
export { getWorkshopSegments, useWorkshopSegments, workshopSegmentsQueryOptions } from './get-workshop-segments';
export { workshopKeys } from './query-keys';
export { signUpWorkshop, useSignUpWorkshop } from './sign-up-workshop';
export { getWorkshopSettings, useWorkshopSettings, workshopSettingsQueryOptions } from './get-workshop-settings';
export { changeWorkshopSettings, useChangeWorkshopSettings } from './change-workshop-settings';
export { addWorkshopLogo, useAddWorkshopLogo } from './add-workshop-logo';
export { removeWorkshopLogo, useRemoveWorkshopLogo } from './remove-workshop-logo';
export { openBranch, useOpenBranch } from './open-branch';
