import { z } from 'zod';
import type { CountryCode } from '../shared/phone';
import { optionalTaxRegistrationSchema, type TaxCountry } from '../workshops/tax-registration';
import { isWholeNumberText, numberField, optionalEmail, optionalMarketMobileNumber, requiredText } from '../workshops/workshop-field';
import { optionalStockText, STOCK_RULES } from './stock-fields';

export const MAX_PAYMENT_TERMS_DAYS = 365;
const isPaymentTermsText = (text: string) => isWholeNumberText(text, 0, MAX_PAYMENT_TERMS_DAYS);

/**
 * A vendor of the workshop (issue 28 part 2, workshop spec section 3 "Other entities"): its tax
 * registration is read by the market's format (a GSTIN in India, a VAT number in the Gulf, a TIN or
 * VRN in Tanzania: workshops/tax-registration.ts), optional since small suppliers are unregistered;
 * payment terms are the days the workshop has to pay a bill, for the payables.
 */
export const vendorBodySchema = (taxCountry: TaxCountry, countryCode: CountryCode) =>
  z.object({
    name: requiredText(100),
    taxRegistrationNumber: optionalTaxRegistrationSchema(taxCountry),
    contactName: optionalStockText(100),
    mobileNumber: optionalMarketMobileNumber(countryCode),
    email: optionalEmail(),
    address: optionalStockText(300),
    paymentTermsDays: numberField(isPaymentTermsText, STOCK_RULES.paymentTermsInvalid).default(0),
  });
export type TVendorBody = z.input<ReturnType<typeof vendorBodySchema>>;
export type TVendorFields = z.output<ReturnType<typeof vendorBodySchema>>;
