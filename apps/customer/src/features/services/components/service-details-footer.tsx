import { Button, Group, Stack, Text } from '@mantine/core';
import { useCart, useGlobalSettings, useUpdateCartItem } from '@servicebay/api-client';
import { chosenAddOns, type TCartItem, type TServiceDetails } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { estimatedCost } from '../../../shared/chosen-price';
import { useMoneyText } from '../../../shared/money-text';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { AddOnsIncluded, TaxIncluded } from '../../../shared/price-notes';
import '../../../shared/sticky-footer.css';
import { serviceChoiceSearch, type ServiceChoice } from '../../../shared/service-choice';
import { useAddToCart } from '../../../shared/use-add-to-cart';

/** `cartItem`: this service's line when the cart already holds it; `workshopId`: the workshop whose menu opened the service. */
type FooterProps = { details: TServiceDetails; selected: string[]; cartItem: TCartItem | undefined; workshopId?: string };

const sameChoice = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The estimated-cost footer (customer spec section 2): the price with the chosen add-ons, named,
 * and the tax it includes ('Starting from' before a vehicle fixes it; no price where the brand hides prices) and the next step. A cart
 * that has a workshop takes the service there at once; otherwise the customer picks a workshop
 * (or a quality tier, for a Segment brand) first, unless a workshop's own menu opened the service.
 * A service already in the cart updates its add-ons.
 */
export function ServiceDetailsFooter({ details, selected, cartItem, workshopId }: FooterProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const cart = useCart().data;
  const isSegment = useGlobalSettings().data?.workshopListingModel === 'Segment';
  const update = useUpdateCartItem();
  const { addToCart, isAdding } = useAddToCart();
  const cost = estimatedCost(details.pricing, details.addOnSections, selected);
  const addOnNames = chosenAddOns(details.addOnSections, selected).map((addOn) => addOn.displayName);
  const choice: ServiceChoice = { serviceId: details.service.serviceId, addOnsSelected: selected, isFromBodyPanel: false };

  const action = (() => {
    if (cartItem) {
      const onUpdate = () =>
        update.mutate(
          {
            cartItemId: cartItem.cartItemId,
            workshopId: cartItem.workshopId,
            addOnsSelected: selected,
            partId: cartItem.partId,
            damageTypeId: cartItem.damageTypeId,
          },
          { onSuccess: () => notifySuccess(t('services.details.updated')), onError: (error) => notifyApiError(error) },
        );
      return sameChoice(cartItem.addOnsSelected, selected) ? (
        <Button component={Link} to={paths.cart} radius="xl" size="md">
          {t('services.footer.viewCart')}
        </Button>
      ) : (
        <Button onClick={onUpdate} loading={update.isPending} radius="xl" size="md">
          {t('services.details.updateCart')}
        </Button>
      );
    }
    const boughtAt = workshopId ?? cart?.workshopId;
    if (boughtAt) {
      return (
        <Button onClick={() => void addToCart(choice, boughtAt, paths.bookService)} loading={isAdding} radius="xl" size="md">
          {t('services.details.addToCart')}
        </Button>
      );
    }
    return (
      <Button component={Link} to={`${isSegment ? paths.workshopQuality : paths.selectWorkshop}${serviceChoiceSearch(choice)}`} radius="xl" size="md">
        {t('services.details.continue')}
      </Button>
    );
  })();

  return (
    <Group className="sticky-footer" justify="space-between" wrap="nowrap" role="region" aria-label={t('services.details.footerLabel')}>
      {cost ? (
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed">
            {cost.model === 'startingFrom' ? t('services.price.startingFrom') : t('services.details.estimatedCost')}
          </Text>
          <Text fw={700} size="lg" aria-live="polite">
            {money(cost.amount, cost.currency)}
          </Text>
          <TaxIncluded />
          <AddOnsIncluded names={addOnNames} lineClamp={2} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {cartItem ? t('services.details.inCart') : t('services.details.priceAtWorkshop')}
        </Text>
      )}
      {/* The next step keeps its whole label however long the add-ons' names run. */}
      <div style={{ flexShrink: 0 }}>{action}</div>
    </Group>
  );
}
