import { LineIcon } from './line-icons';

/**
 * A warning: an exclamation mark in a triangle (a cancelled booking's notification). In a module of
 * its own so that only the screens that show it download it (line-icons.tsx).
 */
export function WarningIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon size={size} name="warning">
      <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4.5M12 17.2v.1" />
    </LineIcon>
  );
}
