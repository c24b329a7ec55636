import { cartQueryOptions } from '@servicebay/api-client';
import { useReadAgainInLanguage } from '../../../shared/use-read-again-in-language';

/**
 * The server names the cart's services, add-ons and parts in the customer's language: when the
 * language changes (the customer's saved one settling on a new device, or a choice on the Languages
 * screen), the cart is read again.
 */
export const useCartInLanguage = (): void => useReadAgainInLanguage(cartQueryOptions().queryKey);
