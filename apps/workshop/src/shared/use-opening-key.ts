import { useState } from 'react';

/**
 * A number that changes each time a dialog opens: keyed by it, the dialog's form starts afresh at
 * every opening (and keeps its values while the dialog fades out). Adjusted while rendering, as
 * React advises for state that follows a prop, rather than in an effect.
 */
export function useOpeningKey(opened: boolean): number {
  const [openings, setOpenings] = useState(opened ? 1 : 0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpenings((count) => count + 1);
  }
  return openings;
}
