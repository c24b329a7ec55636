import { useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Slack for sub-pixel scroll positions at either end. */
const EDGE_PX = 4;

/**
 * A horizontal row's previous and next steps for a mouse (touch and trackpads scroll it
 * themselves): a step is most of the visible width, toward the reading direction's end, and
 * whether either end is reached. In Arabic the row starts at the right and scrolls leftward.
 *
 * The ends are known by watching the first and last items come fully into the row's view (an
 * intersection observer), never by reading scroll sizes: a read in a render's commit lays the
 * whole page out inside that task, which a slow phone feels as a freeze while the row arrives.
 * `itemCount` says when the items change.
 */
export function useRailScroll<E extends HTMLElement>(itemCount: number) {
  const ref = useRef<E>(null);
  const { dir } = useDirection();
  const isMotionReduced = useReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const rail = ref.current;
    const first = rail?.firstElementChild;
    const last = rail?.lastElementChild;
    if (!rail || !first || !last) return undefined;
    const ends = new IntersectionObserver(
      (entries) => {
        const seen: { atStart?: boolean; atEnd?: boolean } = {};
        for (const entry of entries) {
          const isWhole = entry.isIntersecting && entry.intersectionRatio >= 0.99;
          if (entry.target === first) seen.atStart = isWhole;
          if (entry.target === last) seen.atEnd = isWhole;
        }
        setEdges((now) => ({ ...now, ...seen }));
      },
      { root: rail, rootMargin: `0px ${EDGE_PX}px`, threshold: [0, 0.99] },
    );
    ends.observe(first);
    ends.observe(last);
    return () => ends.disconnect();
  }, [itemCount]);

  const step = (forward: boolean) => {
    const rail = ref.current;
    if (!rail) return;
    const distance = rail.clientWidth * 0.85 * (forward ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    rail.scrollBy({ left: distance, behavior: isMotionReduced ? 'auto' : 'smooth' });
  };

  return { ref, ...edges, previous: () => step(false), next: () => step(true) };
}
