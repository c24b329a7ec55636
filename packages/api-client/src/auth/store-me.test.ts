import { QueryClient } from '@tanstack/react-query';
import type { TUser } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { meQueryOptions, storeMe } from './get-me';

describe('storeMe', () => {
  it("an older GET /auth/me still in flight does not undo the user this app's own change returned", async () => {
    const queryClient = new QueryClient();
    const key = meQueryOptions().queryKey;
    // Only the field that matters here; the cache does not read the rest.
    const before = { uid: 'u1', onBoarding: false } as TUser;
    const after = { uid: 'u1', onBoarding: true } as TUser;
    let answerOldRequest: (user: TUser) => void = () => {};
    // A live event asked for the user just before onboarding finished; its answer arrives last.
    const inFlight = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<TUser>((resolve) => (answerOldRequest = resolve)),
    });
    await storeMe(queryClient, after);
    answerOldRequest(before);
    await inFlight.catch(() => undefined);
    expect(queryClient.getQueryData(key)).toEqual(after);
  });
});
