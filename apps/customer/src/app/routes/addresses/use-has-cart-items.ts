/**
 * Whether the cart holds services; deleting the selected address then warns that they will be
 * lost (customer spec section 8). There is no cart yet, so nothing can be lost: the cart issue
 * replaces this with its item count.
 */
export const useHasCartItems = (): boolean => false;
