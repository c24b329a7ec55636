import { GST_STATE_CODES, type TInvoiceParty, type TWorkshopSettings } from '@servicebay/domain';

/** A state's code and, in India, its name (Rule 46 asks both). */
export const stateOf = (code: string | null) => ({ stateCode: code, stateName: code ? (GST_STATE_CODES[code] ?? null) : null });

/** The workshop as a document names it: its name and branch, where it is, its phone, its tax number and state. */
export function workshopParty(settings: TWorkshopSettings): TInvoiceParty {
  return {
    name: settings.branchName ? `${settings.name} (${settings.branchName})` : settings.name,
    address: [settings.address, settings.city].filter(Boolean),
    phone: settings.phoneNumber,
    taxNumber: settings.taxRegistration,
    ...stateOf(settings.stateCode),
  };
}
