import { Box } from '@chakra-ui/react';
import { COUNT_UP_DURATION_MS, formatCount } from '../lib/count-up-format';

export interface CountUpProps {
  /** The final value, e.g. 10000 or 96. */
  end: number;
  /** Digits after the decimal point, kept during the count (96.0 with decimals = 1). */
  decimals?: number;
  prefix?: string;
  suffix?: string;
  /** Milliseconds; SPEC §9: 1.5 s. */
  duration?: number;
}

/**
 * A statistic that counts up from zero to `end` once it scrolls into view. The markup holds the final value, so a page
 * without script (and a crawler, and Lighthouse) shows it; web/src/enhance.ts animates the digits from the data
 * attributes, with no React at all (a static page has none), unless the visitor prefers reduced motion.
 *
 * The box keeps the final value's size from the first paint (an invisible copy holds it) and the moving digits are
 * drawn over it, so counting moves nothing around it (no layout shift). Visitors who prefer reduced motion see that
 * copy instead, before any script has run. Screen readers get the final value only, never the moving digits.
 */
export function CountUp({
  end,
  decimals = 0,
  prefix = '',
  suffix = '',
  duration = COUNT_UP_DURATION_MS,
}: CountUpProps) {
  const final = `${prefix}${formatCount(end, decimals)}${suffix}`;
  return (
    <Box as="span" display="inline-block" position="relative" fontVariantNumeric="tabular-nums">
      <Box
        as="span"
        aria-hidden="true"
        data-count-final=""
        visibility="hidden"
        _motionReduce={{ visibility: 'visible' }}
      >
        {final}
      </Box>
      <Box
        as="span"
        aria-hidden="true"
        data-count-up=""
        data-count-end={end}
        data-count-decimals={decimals}
        data-count-prefix={prefix}
        data-count-suffix={suffix}
        data-count-duration={duration}
        // enhance.ts writes the moving digits here, possibly before a hydrating app reads the server's text.
        suppressHydrationWarning
        position="absolute"
        insetInline="0"
        top="0"
        textAlign="center"
        whiteSpace="nowrap"
        _motionReduce={{ display: 'none' }}
      >
        {final}
      </Box>
      <Box as="span" srOnly>
        {final}
      </Box>
    </Box>
  );
}
