import { Box, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { StatusTone } from './status-chip';

const hintColorByTone: Record<StatusTone, string> = {
  neutral: 'fg.muted',
  info: 'fg.info',
  warning: 'fg.warning',
  success: 'fg.success',
  danger: 'fg.error',
};

export interface KpiCardProps {
  /** What is counted ("Median time to decision"). */
  label: string;
  /** The figure, already formatted ("18 h", "$1.2M", "42"); a dash when there is no data. */
  value: ReactNode;
  /** One short line under the figure ("62 % within 24 h", "3 past SLA"). */
  hint?: ReactNode;
  /** Colours the hint: `warning` or `danger` when the figure needs attention. */
  tone?: StatusTone;
}

/** One figure of a dashboard: label, value and a hint, read as one group ("Median time to decision: 18 h"). */
export function KpiCard({ label, value, hint, tone = 'neutral' }: KpiCardProps) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} bg="bg.subtle" borderWidth="1px" rounded="lg" px="4" py="3" minW="0">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text mt="1" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {hint ? (
        <Text mt="0.5" fontSize="xs" color={hintColorByTone[tone]}>
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}
