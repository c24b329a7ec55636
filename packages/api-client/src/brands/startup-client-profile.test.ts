import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleClientProfile, type TClientProfile } from '@servicebay/domain';
import { createQueryClient } from '../query-client';
import { clientProfileQueryOptions } from './get-client-profile';
import { loadStartupClientProfile } from './startup-client-profile';

const profileOf = (clientName: string) => exampleClientProfile(clientName);

/** A page (with or without the inlined profile), a storage, and the network answering POST /api/profile/data with `fetched`. */
function start({ inlined, stored, fetched }: { inlined?: string; stored?: string; fetched: () => Promise<TClientProfile> }) {
  const values = new Map<string, string>(stored ? [['servicebay.client-profile', stored]] : []);
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  const page = { getElementById: (id: string) => (inlined && id === 'client-profile' ? ({ textContent: inlined } as HTMLElement) : null) };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  let fetches = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/api/profile/data');
    fetches++;
    return Response.json({ status: 'SUCCESS', data: await fetched() });
  });
  return {
    load: () => loadStartupClientProfile(queryClient, { page, storage }),
    shown: () => queryClient.getQueryData(clientProfileQueryOptions().queryKey),
    stored: () => JSON.parse(values.get('servicebay.client-profile') ?? 'null'),
    fetches: () => fetches,
  };
}

afterEach(() => vi.unstubAllGlobals());

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the client profile the first screen starts from', () => {
  it('is the one inlined in the page when there is one, with no request, and is kept for the next start', async () => {
    const app = start({ inlined: JSON.stringify(profileOf('marina')), fetched: offline });
    await app.load();
    expect(app.shown()).toEqual(profileOf('marina'));
    expect(app.stored()).toEqual(profileOf('marina'));
    expect(app.fetches()).toBe(0);
  });

  it('is the last one kept when the page has none, refreshed from the network behind it', async () => {
    const app = start({ stored: JSON.stringify(profileOf('old-look')), fetched: async () => profileOf('new-look') });
    await app.load();
    expect(app.shown()).toMatchObject({ clientName: 'old-look' });
    await expect.poll(() => app.shown()).toMatchObject({ clientName: 'new-look' });
    await expect.poll(() => app.stored()).toMatchObject({ clientName: 'new-look' });
  });

  it('offline, is the last one kept; without one, the failure is the caller’s', async () => {
    const kept = start({ stored: JSON.stringify(profileOf('marina')), fetched: offline });
    await kept.load();
    await settled();
    expect(kept.shown()).toMatchObject({ clientName: 'marina' });
    await expect(start({ fetched: offline }).load()).rejects.toThrow();
  });

  it('ignores an inlined value that is not JSON and a kept one that is not a client profile, and fetches', async () => {
    const app = start({ inlined: '{"clientName":', stored: JSON.stringify({ clientName: 'x' }), fetched: async () => profileOf('marina') });
    await app.load();
    expect(app.shown()).toMatchObject({ clientName: 'marina' });
    expect(app.fetches()).toBe(1);
  });
});
