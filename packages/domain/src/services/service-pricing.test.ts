import { describe, expect, it } from 'vitest';
import { minor } from '../shared/money';
import { DEFAULT_PRICING_SEGMENT } from '../shared/constants';
import { taxIncludedIn } from '../billing/tax-markets';
import { chosenAddOns, priceFor, priceWithAddOns, startingPrice, type PricedVehicle, type ServicePriceRow } from './service-pricing';

const nexonPetrol: PricedVehicle = {
  makeSegment: 'mass',
  makeId: 'car.tata',
  modelId: 'car.tata.nexon',
  catalogVehicleId: 'car.tata.nexon.xz-petrol',
  fuelType: 'PETROL',
};
const row = (segment: string, amount: number, narrowing: Partial<ServicePriceRow> = {}): ServicePriceRow => ({ segment, amount: minor(amount), ...narrowing });

const rows = [
  row('standard', 2_499_00),
  row('standard', 2_799_00, { makeId: 'car.tata' }),
  row('standard', 2_999_00, { modelId: 'car.tata.nexon' }),
  row('standard', 3_199_00, { modelId: 'car.tata.nexon', fuelType: 'DIESEL' }),
  row('standard', 3_099_00, { catalogVehicleId: 'car.tata.nexon.xz-petrol' }),
  row('standard', 4_499_00, { makeSegment: 'luxury' }),
  row('premium', 3_999_00),
  row('premium', 4_499_00, { makeId: 'car.tata' }),
];

describe('a service’s price for the customer’s vehicle and pricing segment', () => {
  it('takes the narrowest row that fits: the variant before the model, the model before the make', () => {
    expect(priceFor(rows, nexonPetrol, 'standard')?.amount).toBe(3_099_00);
    expect(priceFor(rows, { ...nexonPetrol, catalogVehicleId: 'car.tata.nexon.xm-petrol' }, 'standard')?.amount).toBe(2_999_00);
    expect(priceFor(rows, { ...nexonPetrol, catalogVehicleId: 'car.tata.nexon.xz-diesel', fuelType: 'DIESEL' }, 'standard')?.amount).toBe(3_199_00);
    expect(priceFor(rows, { ...nexonPetrol, modelId: 'car.tata.punch', catalogVehicleId: 'car.tata.punch.pure' }, 'standard')?.amount).toBe(2_799_00);
    const seltos: PricedVehicle = {
      makeSegment: 'mass',
      makeId: 'car.kia',
      modelId: 'car.kia.seltos',
      catalogVehicleId: 'car.kia.seltos.htk',
      fuelType: 'PETROL',
    };
    expect(priceFor(rows, seltos, 'standard')?.amount).toBe(2_499_00);
    // A make segment's row is narrower than every vehicle's, wider than a make's.
    expect(priceFor(rows, { ...seltos, makeSegment: 'luxury', makeId: 'car.bmw' }, 'standard')?.amount).toBe(4_499_00);
    expect(priceFor(rows, { ...nexonPetrol, makeSegment: 'luxury', modelId: 'car.tata.x', catalogVehicleId: 'car.tata.x.y' }, 'standard')?.amount).toBe(
      2_799_00,
    );
  });

  it('in the customer’s segment when it prices the service, else in the standard one', () => {
    expect(DEFAULT_PRICING_SEGMENT).toBe('standard');
    expect(priceFor(rows, nexonPetrol, 'premium')?.amount).toBe(4_499_00);
    expect(priceFor(rows, nexonPetrol, 'luxury')?.amount).toBe(3_099_00);
  });

  it('without a vehicle only a row for every vehicle fits; a service priced only for some vehicles has no price for others', () => {
    expect(priceFor(rows, null, 'standard')?.amount).toBe(2_499_00);
    const tataOnly = [row('standard', 1_000_00, { makeId: 'car.tata' })];
    expect(priceFor(tataOnly, null, 'standard')).toBeUndefined();
    expect(priceFor(tataOnly, { ...nexonPetrol, makeId: 'car.kia' }, 'standard')).toBeUndefined();
  });

  it('starts from the segment’s lowest price, or the standard one’s', () => {
    expect(startingPrice(rows, 'standard')).toBe(2_499_00);
    expect(startingPrice(rows, 'premium')).toBe(3_999_00);
    expect(startingPrice(rows, 'luxury')).toBe(2_499_00);
    expect(startingPrice([], 'standard')).toBeUndefined();
  });
});

describe('one price per service and vehicle on every screen (issue 27)', () => {
  const sections = [
    {
      items: [
        { addOnId: 'oil-5w30-semi', amount: minor(0) },
        { addOnId: 'oil-0w20-full', amount: minor(900_00) },
      ],
    },
    {
      items: [
        { addOnId: 'wiper-blades', amount: minor(699_00) },
        { addOnId: 'interior-vacuum', amount: minor(399_00) },
      ],
    },
  ];

  it('adds the chosen add-ons to the vehicle’s price, to the minor unit, three decimals too', () => {
    const chosen = chosenAddOns(sections, ['wiper-blades', 'oil-0w20-full']);
    expect(
      priceWithAddOns(
        minor(3_999_00),
        chosen.map((addOn) => addOn.amount),
      ),
    ).toBe(5_598_00);
    expect(priceWithAddOns(minor(3_999_00), [])).toBe(3_999_00);
    // Fils: 19.500 + 4.500 + 0.750 BHD.
    expect(priceWithAddOns(minor(19_500), [minor(4_500), minor(750)])).toBe(24_750);
  });

  it('names the chosen add-ons in the menu’s order whatever the choice’s order, leaving out ids the service lacks', () => {
    expect(chosenAddOns(sections, ['wiper-blades', 'no-such-add-on', 'oil-0w20-full']).map((addOn) => addOn.addOnId)).toEqual([
      'oil-0w20-full',
      'wiper-blades',
    ]);
    expect(chosenAddOns(sections, [])).toEqual([]);
  });

  it('states the tax the prices include as the market expects: GST in India, VAT in the Gulf and Tanzania, nothing elsewhere', () => {
    expect(taxIncludedIn('+91')).toBe('GST');
    expect(['+966', '+971', '+973', '+255'].map(taxIncludedIn)).toEqual(['VAT', 'VAT', 'VAT', 'VAT']);
    expect(taxIncludedIn('+44')).toBeNull();
  });
});
