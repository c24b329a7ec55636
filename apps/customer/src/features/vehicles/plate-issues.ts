import { checkPlate, type CountryCode } from '@servicebay/domain';
import type { FieldIssue } from '@servicebay/ui';

/** The brand country's plate rule (or the temporary format) as an issue at the registration field, with the format's example. */
export function plateIssues(countryCode: CountryCode, registrationNumber: string, isTempNumber: boolean): FieldIssue[] {
  const plate = checkPlate(countryCode, registrationNumber, isTempNumber);
  return plate.ok ? [] : [{ field: 'registrationNumber', message: plate.rule, params: plate.values }];
}
