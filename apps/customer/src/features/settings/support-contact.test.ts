import { describe, expect, it } from 'vitest';
import { mailtoLink, telLink } from './support-contact';

describe('support contact', () => {
  it('builds a mailto link with the subject and message encoded', () => {
    expect(mailtoLink('support@quickfix.in', { subject: 'Pickup & drop', body: 'Line one\nمرحبا' })).toBe(
      'mailto:support@quickfix.in?subject=Pickup%20%26%20drop&body=Line%20one%0A%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
    );
    expect(mailtoLink('support@quickfix.in', { subject: '', body: '' })).toBe('mailto:support@quickfix.in');
  });

  it('dials the digits and the leading plus of a written number', () => {
    expect(telLink('+91 1800 266 4477')).toBe('tel:+9118002664477');
  });
});
