import { Box } from '@chakra-ui/react';
import { easeOut, useInView, useReducedMotion } from 'framer-motion';
import { useEffect, useRef } from 'react';

export interface CountUpProps {
  /** The final value, e.g. 10000 or 96. */
  end: number;
  /** Digits after the decimal point, kept during the count (96.0 with decimals = 1). */
  decimals?: number;
  prefix?: string;
  suffix?: string;
  /** Seconds; SPEC §9: 1.5. */
  duration?: number;
}

/** en-US grouping and a fixed number of decimals: 10000 -> "10,000", 96 with 1 decimal -> "96.0". */
export function formatCount(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/**
 * Counts from zero to `end` with framer-motion's ease-out curve once the number scrolls into view. The frames are a
 * plain requestAnimationFrame loop: framer-motion's `animate` engine (~20 KB gzip) would be loaded by every desktop
 * first visit of `/`, where the statistics are in view at once, just to tween four numbers. Visitors who prefer
 * reduced motion see the final value at once. Screen readers get the final value only, never the moving digits.
 */
export function CountUp({ end, decimals = 0, prefix = '', suffix = '', duration = 1.5 }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const digits = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref, { once: true, amount: 0.5 });
  const reducedMotion = useReducedMotion();
  const final = `${prefix}${formatCount(end, decimals)}${suffix}`;

  // Each frame writes the digits straight into the page: re-rendering the component (and its styles) sixty times a
  // second would keep the main thread busy while the page is still loading.
  useEffect(() => {
    const element = digits.current;
    if (!element) return;
    if (reducedMotion) {
      element.textContent = final;
      return;
    }
    if (!inView) return;
    let frameId = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / (duration * 1000));
      element.textContent = `${prefix}${formatCount(end * easeOut(progress), decimals)}${suffix}`;
      if (progress < 1) frameId = requestAnimationFrame(step);
    };
    frameId = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frameId);
  }, [inView, reducedMotion, end, duration, decimals, prefix, suffix, final]);

  // The box keeps the final value's size from the first paint (an invisible copy holds it) and the moving digits are
  // drawn over it, so counting moves nothing around it (no layout shift). Visitors who prefer reduced motion see
  // that copy instead, already in the server-rendered page, before any script has asked for their preference.
  return (
    <Box as="span" ref={ref} display="inline-block" position="relative" fontVariantNumeric="tabular-nums">
      <Box as="span" aria-hidden="true" data-count-final={final} visibility="hidden" _motionReduce={{ visibility: 'visible' }}>
        {final}
      </Box>
      <Box
        as="span"
        ref={digits}
        aria-hidden="true"
        data-count-up={final}
        position="absolute"
        insetInline="0"
        top="0"
        textAlign="center"
        _motionReduce={{ display: 'none' }}
      >
        {`${prefix}${formatCount(0, decimals)}${suffix}`}
      </Box>
      <Box as="span" srOnly>
        {final}
      </Box>
    </Box>
  );
}
