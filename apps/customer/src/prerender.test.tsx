import { exampleClientProfile } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { prerenderScreen, prerenderSignedInScreen } from './prerender';

const slide = (n: number) => ({ imageUrl: `/api/brand-assets/pearl/slide-${n}.svg`, title: `Slide ${n} title`, subtitle: `Slide ${n} subtitle` });
const pearl = exampleClientProfile('Pearl', {
  loginSliders: [slide(1), slide(2), slide(3)],
  theme: { name: 'pearl', primary: '#123456', primaryContrast: '#ffffff', accent: '#abcdef', surface: '#fafafa' },
});

describe('the sign-in screen rendered on the server', () => {
  it('is the whole login screen in the brand: heading, number field, slides, guest entry', async () => {
    const screen = await prerenderScreen('/login', pearl);
    expect(screen).not.toBeNull();
    const { root, head } = screen!;
    expect(root).toContain('Sign in with your mobile number to book and track your service.');
    expect(root).toContain('+91');
    expect(root).toContain('Continue as guest');
    // The carousel is rendered in full, first slide first, and only the first image loads at once.
    expect(root).toContain('Slide 1 title');
    expect(root).toContain('Slide 3 title');
    expect(root).toMatch(/<img[^>]*slide-1\.svg"[^>]*loading="eager"/);
    expect(root).toMatch(/<img[^>]*slide-2\.svg"[^>]*loading="lazy"/);
    expect(head).toBe(
      '<style id="brand-colours">:root{--brand-primary:#123456;--brand-primary-contrast:#ffffff;--brand-accent:#abcdef;--brand-surface:#fafafa}</style>',
    );
  });

  it('renders in the page’s language (the API sets its lang and dir), and English on the next page again', async () => {
    const arabic = (await prerenderScreen('/login', pearl, 'ar'))!.root;
    expect(arabic).toContain('تسجيل الدخول');
    expect(arabic).toContain('المتابعة كضيف');
    expect(arabic).not.toContain('Continue as guest');
    expect(arabic).toMatch(/<option value="ar" lang="ar" selected="">/);
    expect((await prerenderScreen('/login', pearl, 'en'))!.root).toContain('Continue as guest');
  });

  it('writes no script: the Content-Security-Policy allows none inline, so nothing may depend on one', async () => {
    for (const path of ['/login', '/sign-in', '/signIn']) {
      const screen = await prerenderScreen(path, pearl);
      expect(screen?.root, path).not.toMatch(/<script/i);
      // Every Suspense boundary complete (`<!--$-->`), none left to finish in the browser.
      expect(screen?.root, path).not.toMatch(/<!--\$[?!]-->/);
    }
  });

  it('renders only the sign-in screens: every other screen depends on the visitor', async () => {
    for (const path of ['/', '/otp', '/otp-verify', '/portal/dashboard', '/onboarding', '/nowhere'])
      expect(await prerenderScreen(path, pearl), path).toBeNull();
  });

  it('refuses a profile whose colours are not the schema’s hex values (they go into CSS)', async () => {
    const hostile = exampleClientProfile('Pearl', { theme: { ...pearl.theme, primary: 'red}</style><script>alert(1)</script>' } });
    await expect(prerenderScreen('/login', hostile)).rejects.toThrow();
  });
});

describe('a portal screen rendered on the server with the customer’s data', () => {
  /** The API as the renderer reads it, answering every read with `status` and recording the paths. */
  const apiAnswering = (status: number) => {
    const paths: string[] = [];
    const fetch = (async (url: string) => {
      paths.push(url);
      const body = status === 401 ? { status: 'FAILURE', error: { code: 'auth/login-required', message: 'Please login to continue' } } : { status: 'FAILURE' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    return { paths, reads: { accessToken: 'token', fetch } };
  };

  it('is left to the app when the session no longer opens the API', async () => {
    const api = apiAnswering(401);
    expect(await prerenderSignedInScreen('/portal/dashboard', pearl, api.reads)).toBeNull();
    expect(api.paths).toEqual(['/api/auth/me']);
  });

  it('fails loudly when the API fails, so the server logs it (and sends the page without the screen)', async () => {
    await expect(prerenderSignedInScreen('/portal/dashboard', pearl, apiAnswering(500).reads)).rejects.toThrow();
  });

  it('renders only the portal screens it knows, reading nothing for the others', async () => {
    const api = apiAnswering(200);
    for (const path of ['/login', '/portal/profile', '/onboarding']) expect(await prerenderSignedInScreen(path, pearl, api.reads), path).toBeNull();
    expect(api.paths).toEqual([]);
  });
});
