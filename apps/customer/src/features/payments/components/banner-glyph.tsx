import type { PaymentBanner } from '../payment-state';

/** A banner's sign, drawn in white on its badge; decorative, the title says it. */
const DRAWINGS: Record<PaymentBanner['kind'], string> = {
  paymentPending: 'M12 6.5V12l3.5 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18Z',
  paymentSuccessful: 'm5.5 12.5 4.2 4.2 8.8-9.2',
  paymentFailed: 'M7 7l10 10M17 7 7 17',
  paymentCancelled: 'M6.5 12h11',
  bookingConfirmed: 'M5 6h14v14H5ZM5 10h14M9 4v4M15 4v4M9 15l2 2 4-4',
  bookingCancelled: 'M5 6h14v14H5ZM5 10h14M9 4v4M15 4v4M10 13.5l4 4M14 13.5l-4 4',
};

export function BannerGlyph({ kind }: { kind: PaymentBanner['kind'] }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={DRAWINGS[kind]} />
    </svg>
  );
}
