import type { TVehicleType } from '../garage/vehicle';

/**
 * The makes most customers of a market own, most common first, so the make picker opens on the
 * customer's own make instead of an alphabet of luxury marques (issue 8). Names as in the
 * catalogue; a market or make missing here keeps the catalogue's alphabetical order after them.
 */
const INDIA = {
  car: ['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Toyota', 'Honda', 'Kia', 'MG', 'Renault', 'Skoda', 'Volkswagen'],
  'two-wheeler': [
    'Hero MotoCorp',
    'Honda Motorcycle & Scooter',
    'Bajaj',
    'TVS',
    'Royal Enfield',
    'Yamaha',
    'Suzuki Motorcycle',
    'KTM',
    'Ather',
    'Ola Electric',
  ],
} as const;
const GULF = {
  car: ['Toyota', 'Nissan', 'Hyundai', 'Lexus', 'Kia', 'Mitsubishi', 'Chevrolet', 'Ford', 'GMC', 'Honda', 'Mazda'],
  'two-wheeler': ['Honda Motorcycle & Scooter', 'Yamaha', 'Suzuki Motorcycle', 'Harley-Davidson', 'BMW Motorrad', 'Kawasaki', 'KTM', 'Royal Enfield'],
} as const;

const POPULAR_MAKES: Record<string, Record<TVehicleType, readonly string[]>> = { IN: INDIA, SA: GULF, AE: GULF, BH: GULF };

/** The makes with the market's popular ones first, in their popularity order; the rest keep their order. */
export function popularMakesFirst<Make extends { name: string; vehicleType: TVehicleType }>(makes: readonly Make[], market: string): Make[] {
  const popular = POPULAR_MAKES[market];
  const rank = (make: Make) => {
    const index = popular?.[make.vehicleType]?.indexOf(make.name) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  // Array.prototype.sort is stable: makes of equal rank stay as the catalogue listed them.
  return [...makes].sort((a, b) => rank(a) - rank(b));
}
