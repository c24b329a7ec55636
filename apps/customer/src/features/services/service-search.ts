import { isPillTag, type TService } from '@servicebay/domain';

/** Customer spec section 9: the search text waits this long after the last key before it filters. */
export const SERVICE_SEARCH_DEBOUNCE_MS = 1000;

/** Customer spec section 5: the search matches the display name, ignoring case. */
export function matchesSearch(service: TService, search: string): boolean {
  const text = search.trim().toLocaleLowerCase();
  return text === '' || service.displayName.toLocaleLowerCase().includes(text);
}

/** The tag pills: every shown tag once, in menu order, without those ending in 'Body Panel' (spec section 9). */
export function pillTags(services: readonly TService[]): string[] {
  return [...new Set(services.flatMap((service) => service.displayTags.filter(isPillTag)))];
}

/** The menu under a search and a tag pill (none chosen: every tag). */
export const shownServices = (services: readonly TService[], search: string, tag: string | null) =>
  services.filter((service) => matchesSearch(service, search) && (tag === null || service.displayTags.includes(tag)));
