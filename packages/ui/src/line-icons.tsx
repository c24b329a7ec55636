import { useDirection } from '@mantine/core';
import type { ReactNode } from 'react';

type LineIconProps = { size?: number; children: ReactNode; /** Names the drawing for tests (`data-icon`). */ name?: string };

/**
 * 24-unit line drawings in the text colour; decorative, so hidden from assistive technology. A
 * screen's own drawings use it in a module of their own: every icon defined in this file is in the
 * first screen's code, which /login downloads.
 */
export function LineIcon({ size = 20, children, name }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {children}
    </svg>
  );
}

type IconProps = { size?: number };
const icon = (drawing: ReactNode) =>
  function Drawn({ size }: IconProps) {
    return <LineIcon size={size}>{drawing}</LineIcon>;
  };

export const GlobeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);

/** Points the way reading goes: right in English, left in Arabic. */
export function ChevronForwardIcon({ size = 18 }: IconProps) {
  const { dir } = useDirection();
  return (
    <span style={{ display: 'inline-flex', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}>
      <LineIcon size={size}>
        <path d="m9 6 6 6-6 6" />
      </LineIcon>
    </span>
  );
}

/** Points back against the reading direction: left in English, right in Arabic. */
export function ArrowBackIcon({ size = 20 }: IconProps) {
  const { dir } = useDirection();
  return (
    <span style={{ display: 'inline-flex', transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}>
      <LineIcon size={size}>
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </LineIcon>
    </span>
  );
}

export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />);
export const MapPinIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const CrosshairIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="7" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <circle cx="12" cy="12" r="2" />
  </>,
);
export const CameraIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const SettingsIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </>,
);
export const HelpIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </>,
);
export const LanguageIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const ExternalLinkIcon = /* @__PURE__ */ icon(
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5H5V6h5" />
  </>,
);
export const PencilIcon = /* @__PURE__ */ icon(<path d="M4 20h4L19 9l-4-4L4 16Zm9-13 4 4" />);
/** Three dots in a row: the card's further actions. */
export const MoreIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="5" cy="12" r="1.3" />
    <circle cx="12" cy="12" r="1.3" />
    <circle cx="19" cy="12" r="1.3" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ icon(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />);
export const PhoneIcon = /* @__PURE__ */ icon(<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />);
export const MailIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const CarIcon = /* @__PURE__ */ icon(
  <>
    <path d="M5 16H3v-4l2-5h14l2 5v4h-2" />
    <path d="M3 12h18" />
    <circle cx="7.5" cy="16.5" r="1.8" />
    <circle cx="16.5" cy="16.5" r="1.8" />
  </>,
);
export const BikeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="5.5" cy="16" r="3.5" />
    <circle cx="18.5" cy="16" r="3.5" />
    <path d="M5.5 16 9.5 11h5.5l3.5 5M15 11l-1.5-4H11M13.5 7h2.5" />
  </>,
);
export const DocumentIcon = /* @__PURE__ */ icon(
  <>
    <path d="M6 3h8l4 4v14H6Z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </>,
);
export const IdCardIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16a3 3 0 0 1 6 0M14 10h4M14 14h4" />
  </>,
);
export const HomeIcon = /* @__PURE__ */ icon(<path d="M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />);
export const BriefcaseIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5h6v2M3 12h18" />
  </>,
);
export const StarIcon = /* @__PURE__ */ icon(<path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8Z" />);
export const BellIcon = /* @__PURE__ */ icon(<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4ZM10 20a2 2 0 0 0 4 0" />);
export const SignOutIcon = /* @__PURE__ */ icon(<path d="M10 5H5v14h5M15 8l4 4-4 4M19 12H9" />);
export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
/** The dashboard: four tiles. */
export const DashboardIcon = /* @__PURE__ */ icon(
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </>,
);
/** A finished step: a tick in a circle. */
export const CheckCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16 10" />
  </>,
);
/** An offer: a price tag. */
export const TagIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8a1.4 1.4 0 0 1 0 2l-7 7a1.4 1.4 0 0 1-2 0Z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </>,
);
/** Copy to the clipboard: two overlapping sheets. */
export const CopyIcon = /* @__PURE__ */ icon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </>,
);
/** A spanner: booking a service. */
export const WrenchIcon = /* @__PURE__ */ icon(<path d="M14.5 5.5a4 4 0 0 0 5 5L11 19a2.1 2.1 0 0 1-3-3l8.5-8.5a4 4 0 0 1-2-2Zm0 0L17 3" />);
/** A shopping cart: the header's link to the cart. */
export const CartIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 4h2.2l2.3 10.6a1.2 1.2 0 0 0 1.2.9h8.7a1.2 1.2 0 0 0 1.2-.9L20.4 8H6.1" />
    <circle cx="9.5" cy="19.5" r="1.4" />
    <circle cx="17" cy="19.5" r="1.4" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ icon(<path d="M5 6h14v14H5ZM5 10h14M9 4v4M15 4v4" />);
export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8v4l3 2" />
  </>,
);
