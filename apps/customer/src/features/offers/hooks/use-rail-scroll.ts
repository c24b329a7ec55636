import { useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Slack for sub-pixel scroll positions at either end. */
const EDGE_PX = 4;

/**
 * A horizontal row's previous and next steps for a mouse (touch and trackpads scroll it
 * themselves): a step is most of the visible width, toward the reading direction's end, and
 * whether either end is reached. In Arabic the row starts at the right and scrolls leftward.
 */
export function useRailScroll<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const { dir } = useDirection();
  const isMotionReduced = useReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const rail = ref.current;
    if (!rail) return;
    // In a right-to-left row scrollLeft runs from 0 down to negative values.
    const travelled = Math.abs(rail.scrollLeft);
    setEdges({ atStart: travelled <= EDGE_PX, atEnd: travelled + rail.clientWidth >= rail.scrollWidth - EDGE_PX });
  }, []);

  useEffect(() => {
    const rail = ref.current;
    if (!rail) return undefined;
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(rail);
    rail.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      rail.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const step = (forward: boolean) => {
    const rail = ref.current;
    if (!rail) return;
    const distance = rail.clientWidth * 0.85 * (forward ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    rail.scrollBy({ left: distance, behavior: isMotionReduced ? 'auto' : 'smooth' });
  };

  return { ref, ...edges, measure, previous: () => step(false), next: () => step(true) };
}
