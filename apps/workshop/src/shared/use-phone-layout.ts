import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's (under 40 em): lists show cards there, not a wide grid. Read
 * at the first render (the workshop app is not rendered on the server), so nothing flips after paint.
 */
export const usePhoneLayout = (): boolean => useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
