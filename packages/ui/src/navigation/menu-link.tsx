import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChevronForwardIcon, ExternalLinkIcon } from '../line-icons';

type MenuLinkProps = {
  label: string;
  description?: ReactNode;
  icon: ReactNode;
} & (
  | {
      /** Renders the row as the router's link: `(props) => <Link to="/x" {...props} />`. */
      renderRoot: (props: Record<string, unknown>) => ReactNode;
      href?: never;
    }
  | {
      /** Another site: opens in a new tab, with an outward arrow instead of a chevron. */
      href: string;
      renderRoot?: never;
    }
);

/** One row of a settings-style list: icon, label, and where it leads. */
export function MenuLink({ label, description, icon, renderRoot, href }: MenuLinkProps) {
  const shared = { label, description, leftSection: icon, py: 'md', style: { borderRadius: 'var(--mantine-radius-md)' } } as const;
  if (href !== undefined) {
    return <NavLink {...shared} component="a" href={href} target="_blank" rel="noopener noreferrer" rightSection={<ExternalLinkIcon size={16} />} />;
  }
  return <NavLink {...shared} renderRoot={renderRoot} rightSection={<ChevronForwardIcon />} />;
}
