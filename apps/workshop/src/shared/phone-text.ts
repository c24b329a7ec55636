/** '+919876543210' as '+91 9876543210': the brand's country code apart, as people read a number out. */
export const spacedMobile = (number: string, countryCode: string) =>
  number.startsWith(countryCode) ? `${countryCode} ${number.slice(countryCode.length)}` : number;
