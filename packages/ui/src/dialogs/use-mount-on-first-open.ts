import { useEffect, useState } from 'react';

/**
 * A dialog (Mantine Modal or Drawer) drawn only from the first time it opens. A closed one is not
 * free: it mounts a portal, a scroll lock and window listeners, and its portal renders the page a
 * second time, synchronously, while the app takes over the server's screen; three of them on the
 * dashboard made that one long task on a slow phone (decision 0013, seventh pass).
 *
 * The dialog mounts closed and opens a frame later, so Mantine sees a real opening: the enter
 * transition plays and focus returns to the button that opened it when it closes.
 *
 *   const dialog = useMountOnFirstOpen(isOpen);
 *   {dialog.isMounted && <Modal opened={dialog.isOpened} … />}
 */
export function useMountOnFirstOpen(opened: boolean): { isMounted: boolean; isOpened: boolean } {
  const [isMounted, setIsMounted] = useState(opened);
  const [hasMountedClosed, setHasMountedClosed] = useState(false);
  // Derived from a prop while rendering, as React advises instead of an effect.
  if (opened && !isMounted) setIsMounted(true);
  useEffect(() => {
    if (!isMounted || hasMountedClosed) return;
    const frame = requestAnimationFrame(() => setHasMountedClosed(true));
    return () => cancelAnimationFrame(frame);
  }, [isMounted, hasMountedClosed]);
  return { isMounted, isOpened: opened && hasMountedClosed };
}
