import { cartQueryOptions, useAddCartItem, useMoveCartToWorkshop, useUpdateSettings, vehiclesQueryOptions } from '@servicebay/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyApiError, notifySuccess } from './notify';
import { paths } from './paths';
import { holdCartChoice } from './pending-cart-choice';
import type { ServiceChoice } from './service-choice';

export type AddToCart = (choice: ServiceChoice, workshopId: string | null, then: string) => Promise<void>;

/**
 * Puts a chosen service in the cart, at a workshop or (a Segment brand's quality tier) at none
 * yet, then goes on to `then`. The workshop is kept in the customer's settings too (customer spec
 * section 4), so the next service goes to the same one. The server prices the item; a refusal
 * ('Service already added', 'provide address before booking') is the spec's toast. A customer
 * with no vehicle adds one first; the choice waits for them (pending-cart-choice.ts).
 */
export function useAddToCart(): { addToCart: AddToCart; isAdding: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useAddCartItem();
  const move = useMoveCartToWorkshop();
  const settings = useUpdateSettings();
  // Asked when called, not when rendered, and asked again when the cache says none: the add-vehicle
  // screen calls this just after saving the first vehicle.
  const hasVehicle = async () =>
    (queryClient.getQueryData(vehiclesQueryOptions().queryKey)?.length ?? 0) > 0 ||
    (await queryClient.fetchQuery({ ...vehiclesQueryOptions(), staleTime: 0 }).catch(() => [])).length > 0;
  const addToCart: AddToCart = async (choice, workshopId, then) => {
    if (!(await hasVehicle())) {
      holdCartChoice({ choice, workshopId, then });
      void navigate(paths.addVehicle);
      return;
    }
    const item = { workshopId, addOnsSelected: choice.addOnsSelected, partId: choice.partId ?? null, damageTypeId: choice.damageTypeId ?? null };
    // A service already in the cart (the cart's Change workshop): the whole cart moves to the chosen
    // workshop, every choice kept, since a booking is made at one workshop.
    const inCart = queryClient.getQueryData(cartQueryOptions().queryKey)?.items.some((line) => line.serviceId === choice.serviceId);
    try {
      if (inCart && workshopId) await move.mutateAsync(workshopId);
      else await add.mutateAsync({ serviceId: choice.serviceId, ...item });
    } catch (error) {
      notifyApiError(error);
      return;
    }
    notifySuccess(t('services.added'));
    // The item is in; a setting that failed to save only means the next service asks again.
    if (workshopId) await settings.mutateAsync({ workshopId }).catch(() => undefined);
    void navigate(then);
  };
  return { addToCart, isAdding: add.isPending || move.isPending || settings.isPending };
}
