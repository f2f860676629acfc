import { Icon, type IconProps } from '@chakra-ui/react';

/* Inline stroke icons (no icon font or emoji: emoji fonts are missing on many machines). */

/** Chakra's `Icon` styles the single element it wraps, so the `svg` is its child. */
function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <Icon {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    </Icon>
  );
}

export const BoltIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />
  </StrokeIcon>
);

export const SlidersIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />
  </StrokeIcon>
);

export const TrendingUpIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m23 6-9.5 9.5-5-5L1 18" />
    <path d="M17 6h6v6" />
  </StrokeIcon>
);

export const HeadsetIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
    <path d="M21 19a2 2 0 0 1-2 2h-1v-6h3zM3 19a2 2 0 0 0 2 2h1v-6H3z" />
  </StrokeIcon>
);

export const UserIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </StrokeIcon>
);

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </StrokeIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);
