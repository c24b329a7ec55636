import { STAFF_QUERY_KEY } from '../staff/query-keys';

/** Every labour query under one key: any change of the catalogue refreshes the catalogue and its history. */
export const labourKeys = {
  all: () => [...STAFF_QUERY_KEY, 'labour'] as const,
  catalogue: (workshopId: string) => [...labourKeys.all(), workshopId, 'catalogue'] as const,
  history: (workshopId: string) => [...labourKeys.all(), workshopId, 'history'] as const,
};

export const labourPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}/labour`;
