import type { TPermissionArea } from '@servicebay/domain';
import { LineIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';

/** One line drawing per area of the matrix (24-unit boxes, the text colour), decorative. */
const DRAWINGS: Record<TPermissionArea, ReactNode> = {
  workshop: <path d="M3 21V9l9-6 9 6v12M9 21v-6h6v6M3 21h18" />,
  staff: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M16 5.5a3 3 0 0 1 0 5M18 14.5a5.5 5.5 0 0 1 3 5" />
    </>
  ),
  customers: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  vehicles: (
    <>
      <path d="M4 16v-4l2-5h12l2 5v4M4 16h16M4 12h16" />
      <circle cx="7.5" cy="16.5" r="1.5" />
      <circle cx="16.5" cy="16.5" r="1.5" />
    </>
  ),
  jobCards: <path d="M8 4h8l1 2h2v15H5V6h2zM9 11h6M9 15h4" />,
  bookings: <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3" />,
  estimates: <path d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h3" />,
  invoices: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />,
  payments: (
    <>
      <path d="M3 7h18v11H3zM3 11h18" />
      <path d="M7 15h3" />
    </>
  ),
  insurance: <path d="M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6zM9 12l2 2 4-4" />,
  inventory: <path d="M4 8 12 4l8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9" />,
  // An ID badge: the employees' records (the area's first screen).
  people: (
    <>
      <path d="M4 6h16v13H4zM10 3h4v3h-4zM13 11h4M13 15h4M6.5 16a2.5 2.5 0 0 1 5 0" />
      <circle cx="9" cy="11.5" r="1.8" />
    </>
  ),
  labour: <path d="M14.5 5.5a4 4 0 0 0 5 5L11 19a2.1 2.1 0 0 1-3-3l8.5-8.5a4 4 0 0 1-2-2Zm0 0L17 3" />,
  marketing: <path d="M4 10v4h3l6 4V6L7 10zM17 9a4 4 0 0 1 0 6" />,
  reports: <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />,
  imports: <path d="M5 4h10l4 4v12H5zM9 14l3-3 3 3M12 11v7" />,
};

export function AreaIcon({ area, size = 20 }: { area: TPermissionArea; size?: number }) {
  return (
    <LineIcon size={size} name={area}>
      {DRAWINGS[area]}
    </LineIcon>
  );
}
