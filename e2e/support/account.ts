import type { Page } from 'playwright-core';

/** A 1x1 PNG: the smallest picture the upload endpoints accept (they check the bytes). */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const tinyPng = () => Buffer.from(TINY_PNG_BASE64, 'base64');
/** A 1x1 GIF: a picture of a kind the photo uploads refuse. */
export const tinyGif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Calls the API as the signed-in customer of the page (its own stored token) and returns `data`. */
export async function apiAs<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('servicebay.session') ?? 'null');
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${session.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = await response.json();
      if (envelope.status !== 'SUCCESS') throw new Error(`${method} ${path}: ${JSON.stringify(envelope.error)}`);
      return envelope.data;
    },
    { method, path, body },
  );
}

type CatalogueVehicle = { makeId: string; modelId: string; year: number; fuelType: string; catalogVehicleId: string };

/** The first car the catalogue offers, with a variant for its first fuel type. */
export async function firstCatalogueCar(page: Page): Promise<CatalogueVehicle> {
  const makes = await apiAs<{ makeId: string }[]>(page, 'GET', '/catalog/vehicle/makes?vehicleType=car');
  for (const make of makes) {
    const models = await apiAs<{ modelId: string; startYear: number; endYear: number | null; fuelTypes: string[] }[]>(
      page,
      'GET',
      `/catalog/vehicles/models?makeId=${make.makeId}`,
    );
    for (const model of models) {
      const fuelType = model.fuelTypes[0];
      if (!fuelType) continue;
      const year = model.endYear ?? new Date().getFullYear();
      const variants = await apiAs<{ vehicleId: string }[]>(
        page,
        'GET',
        `/catalog/vehicle/variants?modelId=${model.modelId}&year=${year}&fuelType=${fuelType}`,
      );
      if (variants[0]) return { makeId: make.makeId, modelId: model.modelId, year, fuelType, catalogVehicleId: variants[0].vehicleId };
    }
  }
  throw new Error('the catalogue has no car with a variant');
}

/** Uploads a pollution certificate (front and back pictures) for the vehicle, as the page's customer. */
export async function uploadPollutionCertificate(page: Page, vehicleId: string): Promise<void> {
  await page.evaluate(
    async ({ vehicleId, png }) => {
      const session = JSON.parse(localStorage.getItem('servicebay.session') ?? 'null');
      const picture = () => new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const form = new FormData();
      form.append('vehicleId', vehicleId);
      form.append('documentType', 'PUCC');
      form.append('documentId', 'PUC123456');
      form.append('expirationDate', `${new Date().getFullYear() + 1}-01-31`);
      form.append('additionalFields', JSON.stringify({ puccNumber: 'PUC123456' }));
      form.append('front', picture(), 'front.png');
      form.append('back', picture(), 'back.png');
      const response = await fetch('/api/users/me/documents', { method: 'POST', headers: { authorization: `Bearer ${session.accessToken}` }, body: form });
      if (!response.ok) throw new Error(`document upload: ${response.status} ${await response.text()}`);
    },
    { vehicleId, png: TINY_PNG_BASE64 },
  );
}
