import type { FastifyInstance } from 'fastify';
import type { TAddress, TCatalogVariant, TVehicle } from '@servicebay/domain';
import { onBrand } from './build-test-app';
import { signIn } from './factories';

/** Smallest valid files of each kind, made here rather than read from fixtures. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a5d60000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** A multipart body for inject(); the declared type is whatever a client claims, not what is sent. */
export function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.file], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  return form;
}

export const api = (app: FastifyInstance, brand: string, token: string) => onBrand(app, brand, token);

/** The storage key behind a signed file URL (`/api/files/<key>?expires…`), to look at the stored file. */
export const storageKeyOf = (url: string) => decodeURIComponent(url.split('?')[0]!.replace('/api/files/', ''));

/** A newly signed-in customer of `brand`, with a caller that carries their token. */
export async function signedInCustomer(app: FastifyInstance, brand = 'servicebay') {
  const session = await signIn(app, brand);
  return { session, token: session.accessToken, call: api(app, brand, session.accessToken) };
}

/** Walks the catalogue as the pickers do: first make -> a model -> a year -> a fuel -> a variant. */
export async function pickCatalogVariant(app: FastifyInstance, brand: string, options: { makeName?: string; skip?: number } = {}) {
  const call = onBrand(app, brand);
  const makes = (await call({ method: 'GET', url: '/api/catalog/vehicle/makes' })).json().data as { makeId: string; name: string }[];
  const make = makes.find((m) => !options.makeName || m.name === options.makeName) ?? makes[0]!;
  const models = (await call({ method: 'GET', url: `/api/catalog/vehicles/models?makeId=${encodeURIComponent(make.makeId)}` })).json().data as {
    modelId: string;
    startYear: number;
    fuelTypes: string[];
  }[];
  const model = models[(options.skip ?? 0) % models.length]!;
  const variants = (await call({ method: 'GET', url: `/api/catalog/vehicle/variants?modelId=${encodeURIComponent(model.modelId)}` })).json()
    .data as TCatalogVariant[];
  const variant = variants[0]!;
  const year = variant.endYear ?? 2024;
  return { makeId: make.makeId, modelId: model.modelId, year, fuelType: variant.fuelType, catalogVehicleId: variant.vehicleId, variant };
}

const PLATES: Record<string, string> = {
  servicebay: 'KA01AB1234',
  quickfix: 'MH12Z1234',
  throttle: 'TN09BX4521',
  deccan: 'TS09EA1234',
  fleethub: 'DL3CAB1234',
  sahara: '1234BUA',
  marina: 'DUBAI A 12345',
  pearl: '123456',
};

export async function addVehicle(
  app: FastifyInstance,
  brand: string,
  token: string,
  options: { skip?: number; registrationNumber?: string } = {},
): Promise<TVehicle> {
  const pick = await pickCatalogVariant(app, brand, { skip: options.skip ?? 0 });
  const response = await api(
    app,
    brand,
    token,
  )({
    method: 'POST',
    url: '/api/users/me/vehicles',
    payload: {
      makeId: pick.makeId,
      modelId: pick.modelId,
      year: pick.year,
      fuelType: pick.fuelType,
      catalogVehicleId: pick.catalogVehicleId,
      registrationNumber: options.registrationNumber ?? PLATES[brand],
    },
  });
  if (response.statusCode !== 200) throw new Error(`add vehicle failed: ${response.body}`);
  return response.json().data;
}

export const ADDRESS = {
  addressType: 'Home',
  addressline1: 'Flat 302, Lake View',
  landmark: 'Near Inorbit Mall',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500081',
  latitude: '17.4350',
  longitude: '78.3860',
};

export async function addAddress(app: FastifyInstance, brand: string, token: string, patch: Partial<typeof ADDRESS> = {}): Promise<TAddress> {
  const response = await api(app, brand, token)({ method: 'POST', url: '/api/users/me/addresses', payload: { ...ADDRESS, ...patch } });
  if (response.statusCode !== 200) throw new Error(`add address failed: ${response.body}`);
  return response.json().data;
}

export function insuranceForm(vehicleId: string, overrides: { front?: Buffer | null; back?: Buffer | null; fields?: Record<string, string> } = {}) {
  const fields = {
    vehicleId,
    documentType: 'INSURANCE',
    expirationDate: '2027-06-30',
    additionalFields: JSON.stringify({ insuranceCompany: 'ACKO General Insurance', policyNumber: 'ACK-2026-99812' }),
    ...overrides.fields,
  };
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const front = overrides.front === undefined ? PNG : overrides.front;
  const back = overrides.back === undefined ? PDF : overrides.back;
  if (front) parts.push({ name: 'front', file: front, filename: 'front.png', type: 'image/png' });
  if (back) parts.push({ name: 'back', file: back, filename: 'back.pdf', type: 'application/pdf' });
  return multipart(parts);
}
