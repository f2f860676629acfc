import { Icon, type IconProps } from '@chakra-ui/react';

function Stroke({ children, ...props }: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </Icon>
  );
}

export const CheckIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Stroke>
);

export const CrossIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Stroke>
);

export const ShieldIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </Stroke>
);

export const ChartIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M3 3v18h18M7 15l4-4 3 3 5-6" />
  </Stroke>
);

export const CalendarIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Stroke>
);

export const UnlockIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 9.9-1" />
  </Stroke>
);
