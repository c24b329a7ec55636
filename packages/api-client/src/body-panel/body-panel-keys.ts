/**
 * The body panel's answers are public and the same for every customer of a brand; the names in
 * them come in the reader's language, which is part of each key, so a language change reads again.
 */
export const bodyPanelKeys = {
  all: ['body-panel'] as const,
  perspectives: (catalogVehicleId: string, language: string) => ['body-panel', 'perspectives', catalogVehicleId, language] as const,
  damageTypes: (partId: string, language: string) => ['body-panel', 'damage-types', partId, language] as const,
  service: (query: object, language: string) => ['body-panel', 'service', query, language] as const,
};

/** Drawings and parts change when a brand loads new ones: rarely. The server revalidates by ETag besides. */
export const BODY_PANEL_STALE_MS = 10 * 60 * 1000;
