import { createQueryClient } from '@servicebay/api-client';

/** One cache for the app; route loaders fill it before screens render. */
export const queryClient = createQueryClient();
