import { LineIcon } from '@servicebay/ui';

/** The toggle's drawings, in a module of their own (line-icons.tsx's are in the first screen's code). */
export function ApproveIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

export function DeclineIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </LineIcon>
  );
}
