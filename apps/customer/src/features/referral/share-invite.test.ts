import { createI18n } from '@servicebay/i18n';
import { describe, expect, it, vi } from 'vitest';
import { brandSiteLink, copyText, inviteOf, shareInvite, type ShareTools } from './share-invite';

const invite = { title: 'Refer and Earn', text: 'Use my code AB3CD5EF …', url: 'https://servicebay.example/login' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('the invitation', () => {
  it('names the code, the brand and the brand’s own site, in the customer’s language', () => {
    const english = inviteOf(createI18n('en').t, { code: 'AB3CD5EF', brand: 'ServiceBay', origin: 'https://servicebay.example/' });
    expect(english).toEqual({
      title: 'Refer and Earn',
      text: 'Use my code AB3CD5EF when you join ServiceBay and book your first service: https://servicebay.example/login',
      url: 'https://servicebay.example/login',
    });
    const arabic = inviteOf(createI18n('ar').t, { code: 'AB3CD5EF', brand: 'ServiceBay', origin: 'https://servicebay.example' });
    expect(arabic.text).toContain('AB3CD5EF');
    expect(arabic.text).toContain('https://servicebay.example/login');
    expect(arabic.text).toMatch(/[\u0600-\u06FF]/);
  });

  it('links to the sign-in screen of the page’s own host', () => {
    expect(brandSiteLink('http://acme.localhost:3000')).toBe('http://acme.localhost:3000/login');
  });
});

describe('sharing', () => {
  it('opens the share sheet when the browser has one', async () => {
    const tools: ShareTools = { share: vi.fn(async () => undefined), writeClipboard: vi.fn(async () => undefined) };
    await expect(shareInvite(invite, tools)).resolves.toBe('shared');
    expect(tools.share).toHaveBeenCalledWith({ title: invite.title, text: invite.text });
    expect(tools.writeClipboard).not.toHaveBeenCalled();
  });

  it('does nothing more when the customer closes the sheet', async () => {
    const tools: ShareTools = { share: vi.fn(async () => Promise.reject(abort())), writeClipboard: vi.fn(async () => undefined) };
    await expect(shareInvite(invite, tools)).resolves.toBe('cancelled');
    expect(tools.writeClipboard).not.toHaveBeenCalled();
  });

  it('copies the message where there is no share sheet, or it refuses', async () => {
    const writeClipboard = vi.fn(async () => undefined);
    await expect(shareInvite(invite, { writeClipboard })).resolves.toBe('copied');
    expect(writeClipboard).toHaveBeenCalledWith(invite.text);
    const refused = { share: async () => Promise.reject(new Error('NotAllowedError')), canShare: () => true, writeClipboard };
    await expect(shareInvite(invite, refused)).resolves.toBe('copied');
    await expect(shareInvite(invite, { share: vi.fn(), canShare: () => false, writeClipboard })).resolves.toBe('copied');
  });
});

describe('copying', () => {
  it('falls back to selecting the text when the clipboard is missing or refused', async () => {
    const copyBySelection = vi.fn(() => true);
    await expect(copyText('AB3CD5EF', { copyBySelection })).resolves.toBe('copied');
    await expect(copyText('AB3CD5EF', { writeClipboard: async () => Promise.reject(new Error('denied')), copyBySelection })).resolves.toBe('copied');
    expect(copyBySelection).toHaveBeenCalledTimes(2);
  });

  it('says when nothing could copy', async () => {
    await expect(copyText('AB3CD5EF', { copyBySelection: () => false })).resolves.toBe('failed');
    await expect(copyText('AB3CD5EF', {})).resolves.toBe('failed');
  });
});
