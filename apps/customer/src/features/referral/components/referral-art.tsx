import { LineIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';

/** Drawings of this screen only; decorative, hidden from assistive technology. */
type ArtProps = { size?: number };

const drawn = (size: number, children: ReactNode) => <LineIcon size={size}>{children}</LineIcon>;

export const GiftArt = ({ size = 20 }: ArtProps) =>
  drawn(
    size,
    <>
      <path d="M4 11h16v9H4ZM3 7h18v4H3ZM12 7v13" />
      <path d="M12 7C10.5 4 7 3.5 7 5.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z" />
    </>,
  );

export const ShareArt = ({ size = 20 }: ArtProps) =>
  drawn(
    size,
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </>,
  );

export const TicketArt = ({ size = 20 }: ArtProps) => drawn(size, <path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4ZM14 7v10" />);
