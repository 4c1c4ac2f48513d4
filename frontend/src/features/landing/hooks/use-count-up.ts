import { useEffect, useRef, useState, type RefObject } from 'react';
import { COUNTER_DURATION_MS, COUNTER_STEPS, COUNTER_VISIBILITY_THRESHOLD, counterFrames } from '../lib/counter';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * True once `threshold` of the element has been visible (then stays true). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useSeenOnce(ref: RefObject<Element | null>, threshold = COUNTER_VISIBILITY_THRESHOLD): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold * 0.99)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}

/**
 * Counts from 0 up to each target in COUNTER_STEPS steps over COUNTER_DURATION_MS (ease-out),
 * once, after `start` turned true and the targets are known. Later target changes (polling)
 * show the new numbers directly. With reduced motion the final numbers appear at once.
 */
export function useCountUp(targets: number[] | null, start: boolean): number[] | null {
  const [values, setValues] = useState<number[] | null>(null);
  const done = useRef(false);
  const key = targets?.join(',') ?? '';

  useEffect(() => {
    if (!targets || !start) return;
    if (done.current || prefersReducedMotion()) {
      done.current = true;
      setValues(targets);
      return;
    }
    const frames = targets.map((t) => counterFrames(t, COUNTER_STEPS));
    const stepMs = COUNTER_DURATION_MS / COUNTER_STEPS;
    const startedAt = performance.now();
    setValues(targets.map(() => 0));
    // The step follows the clock, so a busy main thread cannot stretch the 2 s.
    const timer = setInterval(() => {
      const step = Math.min(COUNTER_STEPS, Math.max(1, Math.floor((performance.now() - startedAt) / stepMs)));
      setValues(frames.map((f) => f[step - 1]));
      if (step >= COUNTER_STEPS) {
        clearInterval(timer);
        done.current = true;
      }
    }, stepMs);
    return () => clearInterval(timer);
    // targets is represented by key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, start]);

  return values;
}
