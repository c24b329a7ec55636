/** Text made safe inside HTML, as element content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
