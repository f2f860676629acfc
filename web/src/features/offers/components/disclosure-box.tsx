import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { aprConvention, formatBps, formatCents, formatCentsPerDollar, formatCount, formatFactor, FREQUENCY_LABELS } from '../lib/offer-format';
import type { OfferFiguresView } from '../lib/offer-view';

export interface DisclosureBoxProps {
  figures: OfferFiguresView;
  lenderName?: string;
  prepayment?: string;
  conditions?: readonly string[];
  /** "Offer expires Nov 30, 5:00 PM" or nothing for a preview. */
  expiry?: string;
}

/**
 * The disclosure box (BACKOFFICE §5.2): every figure the server computed for an offer, the APR's convention (unit
 * periods a year) and the SB 1235 annualized cost, which is labelled an estimate and never called an APR.
 */
export function DisclosureBox({ figures, lenderName, prepayment, conditions, expiry }: DisclosureBoxProps) {
  const pricing =
    figures.pricingType === 'factor' && figures.factorE4 != null
      ? `Factor rate ${formatFactor(figures.factorE4)}`
      : figures.interestBps != null
        ? `${formatBps(figures.interestBps)} yearly interest`
        : '—';
  const lastDiffers = figures.lastPaymentCents !== figures.paymentCents;
  return (
    <Box as="section" aria-label="Disclosure" borderWidth="2px" borderColor="border.emphasized" rounded="md" p={{ base: '3', md: '4' }}>
      <Stack gap="4">
        <Heading as="h3" size="md">
          {lenderName ? `${lenderName} — offer disclosure` : 'Offer disclosure'}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <KeyFigure label="You receive" value={formatCents(figures.disbursedCents)} />
          <KeyFigure label="Total cost" value={formatCents(figures.totalCostCents)} />
          <KeyFigure label="APR" value={formatBps(figures.aprBps)} />
          <KeyFigure label="Payment" value={figures.texts.payment} />
        </SimpleGrid>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(0, 14rem) minmax(0, 1fr)' }} columnGap="4" rowGap={{ base: '0', sm: '2' }} fontSize="sm">
          <Row label="Amount">{formatCents(figures.amountCents)}</Row>
          <Row label="Fees withheld">{formatCents(figures.feesWithheldCents)}</Row>
          <Row label="Other mandatory fees">{formatCents(figures.otherFeesCents)}</Row>
          <Row label="You receive">
            {formatCents(figures.disbursedCents)} <Muted>(amount − fees withheld)</Muted>
          </Row>
          <Row label="Pricing">{pricing}</Row>
          <Row label="Term">{figures.texts.term}</Row>
          <Row label="Payments">
            {formatCount(figures.paymentCount)} payments of {formatCents(figures.paymentCents)} {FREQUENCY_LABELS[figures.frequency]}
            {lastDiffers ? `, the last one ${formatCents(figures.lastPaymentCents)}` : ''}
          </Row>
          <Row label="Total repayment">{formatCents(figures.totalRepaymentCents)}</Row>
          <Row label="Total cost of capital">
            {formatCents(figures.totalCostCents)} <Muted>(repayment + later fees − what you receive)</Muted>
          </Row>
          <Row label="APR">
            {formatBps(figures.aprBps)}{' '}
            <Muted>
              (Reg Z actuarial method, {aprConvention(figures.frequency, figures.periodsPerYear)})
            </Muted>
          </Row>
          <Row label="Cost per dollar received">{formatCentsPerDollar(figures.centsPerDollarBps)}</Row>
          <Row label="Average monthly payment">
            {formatCents(figures.avgMonthlyPaymentCents)} <Muted>(21 business days a month)</Muted>
          </Row>
          <Row label="Payment burden">
            {figures.paymentBurdenBps == null ? 'Not known (no monthly revenue on file)' : `${formatBps(figures.paymentBurdenBps, 1)} of your monthly revenue`}
          </Row>
          <Row label="Estimated annualized cost (estimate)">
            {formatBps(figures.estimatedAnnualCostBps)} <Muted>— an estimate (total cost ÷ what you receive × 365 ÷ term in days), not an APR</Muted>
          </Row>
          {prepayment !== undefined ? <Row label="Paying early">{prepaymentText(prepayment)}</Row> : null}
          {conditions !== undefined ? (
            <Row label="Conditions">
              {conditions.length === 0 ? (
                'None'
              ) : (
                <Box as="ul" ps="4" listStyleType="disc">
                  {conditions.map((condition) => (
                    <li key={condition}>{condition}</li>
                  ))}
                </Box>
              )}
            </Row>
          ) : null}
          {expiry ? <Row label="Offer expires">{expiry}</Row> : null}
        </Box>
      </Stack>
    </Box>
  );
}

/** The lender's prepayment terms: "none" means no discount for paying early. */
function prepaymentText(prepayment: string): string {
  if (!prepayment || prepayment === 'none') return 'No discount for paying early';
  return prepayment.replace(/^discount_schedule:\s*/, 'Discount schedule: ').replace(/^interest_saved:\s*/, 'Interest saved: ');
}

function KeyFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
        {label}
      </Text>
      <Box as="dd" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text as="span" color="fg.muted">
      {children}
    </Text>
  );
}
