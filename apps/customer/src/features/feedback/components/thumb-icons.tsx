import { LineIcon } from '@servicebay/ui';

/** Good and bad answers' drawings, downloaded with the feedback modal only. */
export const ThumbUpIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M7 11v9H4v-9Zm0 0 4-7a2 2 0 0 1 3 2l-1 4h5a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 16.8 20H7" />
  </LineIcon>
);
export const ThumbDownIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M7 13V4H4v9Zm0 0 4 7a2 2 0 0 0 3-2l-1-4h5a2 2 0 0 0 2-2.3l-1.2-6A2 2 0 0 0 16.8 4H7" />
  </LineIcon>
);
