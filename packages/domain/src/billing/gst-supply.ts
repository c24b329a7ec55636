import { normalizeGstStateCode } from '../workshops/gstin';

/** Who is billed, as far as India's place of supply needs: a registered customer's GSTIN, else where they live. */
export type GstRecipient = { gstin?: string | null; stateCode?: string | number | null };

/**
 * The place of supply of a workshop's service to a customer (IGST Act section 12(2)): the
 * recipient's state when they are registered (the first two digits of their GSTIN), else the state
 * of their address on record, else where the service is done, the workshop's state.
 */
export function placeOfSupply(workshopStateCode: string | number, recipient: GstRecipient): string {
  const supplier = normalizeGstStateCode(workshopStateCode);
  if (supplier === null) throw new RangeError(`Not a GST state code: ${workshopStateCode}`);
  const fromGstin = recipient.gstin ? normalizeGstStateCode(recipient.gstin.trim().slice(0, 2)) : null;
  const fromAddress = recipient.stateCode === null || recipient.stateCode === undefined ? null : normalizeGstStateCode(recipient.stateCode);
  return fromGstin ?? fromAddress ?? supplier;
}

/** Within one state the tax is CGST and SGST, half each; between states it is IGST (IGST Act section 8). */
export const isIntraState = (workshopStateCode: string | number, place: string): boolean => normalizeGstStateCode(workshopStateCode) === place;
