import { Box } from '@mantine/core';
import { useAddCartItemImage, useRemoveCartItemImage } from '@servicebay/api-client';
import { MAX_CART_ITEM_IMAGES, type TCartItem } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Photos } from '../../../shared/photos/photos';

/** Photos of one item (of the damage, the part), up to five ('.PNG, .JPEG, .JPG are allowed', customer spec section 5). */
export function ItemPhotos({ item }: { item: TCartItem }) {
  const { t } = useTranslation();
  const add = useAddCartItemImage();
  const remove = useRemoveCartItemImage();
  return (
    <Box mt="sm">
      <Photos
        texts="cart.photos"
        label={t('cart.photos.label', { name: item.displayName })}
        photos={item.images}
        max={MAX_CART_ITEM_IMAGES}
        add={{ run: (file) => add.mutateAsync({ cartItemId: item.cartItemId, file }), isPending: add.isPending }}
        remove={{ run: (url) => remove.mutateAsync({ cartItemId: item.cartItemId, url }), isPending: remove.isPending }}
      />
    </Box>
  );
}
