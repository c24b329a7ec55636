import { Image } from '@mantine/core';

/** The service's picture, or a tinted tile in its place while the brand has none. */
export function ItemImage({ url, size }: { url: string | null; size: number }) {
  return url ? (
    <Image src={url} alt="" w={size} h={size} radius="md" fit="cover" style={{ flexShrink: 0 }} />
  ) : (
    <span aria-hidden="true" className="cart-item-tile" style={{ inlineSize: size, blockSize: size }} />
  );
}
