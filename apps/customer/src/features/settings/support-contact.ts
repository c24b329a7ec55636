/** tel: links take the digits and the leading plus only. */
export const telLink = (phoneNumber: string): string => `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;

/** A mailto: link that opens the customer's mail app with the subject and message filled in. */
export function mailtoLink(email: string, { subject, body }: { subject: string; body: string }): string {
  const query = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`].filter(Boolean).join('&');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}
