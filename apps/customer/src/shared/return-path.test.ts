import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, returnPathIn, returnPathTo, safeReturnPath, withReturnPath } from './return-path';

describe('safe return path', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(safeReturnPath('/portal/my-vehicles')).toBe('/portal/my-vehicles');
    expect(safeReturnPath('/portal/document-vault/abc?type=RC#top')).toBe('/portal/document-vault/abc?type=RC#top');
    expect(safeReturnPath('/personal-details')).toBe('/personal-details');
  });

  it('refuses other sites however they are written', () => {
    for (const candidate of [
      'https://evil.example/portal',
      'http:evil.example',
      '//evil.example/portal',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'portal/my-vehicles',
      ' /portal/my-vehicles',
    ]) {
      expect(safeReturnPath(candidate), candidate).toBeNull();
    }
  });

  it('refuses the sign-in steps, the portal entry, the API and the workshop app', () => {
    for (const candidate of [
      '/',
      '/login',
      '/login/',
      '/sign-in',
      '/signIn',
      '/otp',
      '/otp-verify',
      '/onboarding',
      '/portal',
      '/portal/dashboard',
      '/api/auth/me',
      '/workshop/',
      '/workshop',
    ]) {
      expect(safeReturnPath(candidate), candidate).toBeNull();
    }
  });

  it('refuses nothing at all and what is too long to be a link', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/portal/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('carrying the return path', () => {
  it('goes in the query and comes back out of it', () => {
    const login = withReturnPath('/login', '/portal/edit-address/a1?x=1');
    expect(login).toBe('/login?next=%2Fportal%2Fedit-address%2Fa1%3Fx%3D1');
    expect(returnPathIn(login.slice('/login'.length))).toBe('/portal/edit-address/a1?x=1');
    expect(withReturnPath('/login', null)).toBe('/login');
  });

  it('is checked again when read, so a hand-made link cannot smuggle another site in', () => {
    expect(returnPathIn('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathIn('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathIn('')).toBeNull();
  });

  it('is taken from the URL a loader is asked for', () => {
    expect(returnPathTo('http://servicebay.localhost:3000/portal/my-vehicles?tab=1')).toBe('/portal/my-vehicles?tab=1');
    expect(returnPathTo('http://servicebay.localhost:3000/portal/dashboard')).toBeNull();
  });
});

describe('where sign-in leads', () => {
  it('to onboarding first when owed, carrying the return path on', () => {
    expect(destinationAfterSignIn('/onboarding', '/portal/my-vehicles')).toBe('/onboarding?next=%2Fportal%2Fmy-vehicles');
    expect(destinationAfterSignIn('/onboarding', null)).toBe('/onboarding');
  });

  it('else to the return path, or the portal', () => {
    expect(destinationAfterSignIn('/portal', '/portal/my-vehicles')).toBe('/portal/my-vehicles');
    expect(destinationAfterSignIn('/portal', null)).toBe('/portal');
  });
});
