import type { TAddOnSection } from '@servicebay/domain';

const isMultiple = (section: TAddOnSection) => section.selectionType === 'Multiple';

/**
 * What a service's details start with: the cart's choice when the service is in the cart already;
 * otherwise each one-choice section (the oil grade) starts on its recommended item, or its first,
 * since one of them is always done; checkbox sections start empty: extras are the customer's call.
 */
export function initialAddOns(sections: readonly TAddOnSection[], inCart?: readonly string[]): string[] {
  if (inCart) return [...inCart];
  return sections
    .filter((section) => !isMultiple(section) && section.items.length > 0)
    .map((section) => (section.items.find((item) => item.isRecommended) ?? section.items[0]!).addOnId);
}

/** The selection after the customer taps an add-on: a checkbox toggles, a radio replaces its section's choice. */
export function toggleAddOn(sections: readonly TAddOnSection[], selected: readonly string[], addOnId: string): string[] {
  const section = sections.find((candidate) => candidate.items.some((item) => item.addOnId === addOnId));
  if (!section) return [...selected];
  if (isMultiple(section)) return selected.includes(addOnId) ? selected.filter((id) => id !== addOnId) : [...selected, addOnId];
  const others = new Set(section.items.map((item) => item.addOnId));
  return [...selected.filter((id) => !others.has(id)), addOnId];
}
