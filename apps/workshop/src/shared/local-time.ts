/**
 * A time as a `datetime-local` field holds it ('2026-11-28T10:30', the desk's clock) and as the API
 * carries it (an ISO instant). A field left empty is no time; one the browser cannot read stays as
 * typed, so the schema calls it 'Invalid date'.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function instantOf(local: string): string | null {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}
