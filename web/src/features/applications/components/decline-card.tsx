import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { DeclineReasonCode } from '../../../generated/graphql';
import { formatCalendarDate, todayIsoDate } from '../lib/format';
import { Alternatives, PRINT_HIDDEN } from './result-cards';

export interface DeclineCardProps {
  declineReasons: readonly { code: DeclineReasonCode; text: string }[];
  /** The landed one-sentence reason, for a decline recorded without codes. */
  declineReason: string | null;
  reapplyAfter: string | null;
}

const NO_REASON = 'The application did not meet our current lending criteria.';

/** "we could not verify some information" → "We could not verify some information"; `other` is the team's note, verbatim. */
function reasonSentence({ code, text }: { code: DeclineReasonCode; text: string }): string {
  return code === 'other' ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * BACKOFFICE R22 decline card: each specific reason (the catalogue's client text, or the note for `other`), the date
 * from which the business may apply again, and the spec's four alternatives as the result page shows them.
 */
export function DeclineCard({ declineReasons, declineReason, reapplyAfter }: DeclineCardProps) {
  const reasons = declineReasons.length > 0 ? declineReasons.map(reasonSentence) : [declineReason ?? NO_REASON];
  const canApplyNow = !!reapplyAfter && reapplyAfter.slice(0, 10) <= todayIsoDate();
  return (
    <Card.Root as="section" aria-labelledby="decline-heading" borderColor="red.500" borderWidth="1px">
      <Card.Body>
        <Stack gap={5}>
          <Heading as="h2" id="decline-heading" size="lg">
            Why we could not approve it
          </Heading>
          <Box as="ul" ps={5} listStyleType="disc" aria-label="Reasons for the decision">
            {reasons.map((reason) => (
              <Text as="li" key={reason} whiteSpace="pre-wrap" overflowWrap="anywhere" mb={1}>
                {reason}
              </Text>
            ))}
          </Box>
          {reapplyAfter && (
            <Text fontWeight="semibold">
              {canApplyNow ? `You can apply again now (from ${formatCalendarDate(reapplyAfter)}).` : `You can apply again from ${formatCalendarDate(reapplyAfter)}.`}
            </Text>
          )}
          <Heading as="h3" size="md">
            Alternatives
          </Heading>
          <Alternatives />
          <HStack gap={3} flexWrap="wrap" {...PRINT_HIDDEN}>
            <Button asChild colorPalette="blue">
              <Link to="/support/contact">Schedule a Consultation</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Explore Other Products</Link>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

