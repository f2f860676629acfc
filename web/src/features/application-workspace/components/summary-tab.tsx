import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { WorkspaceApplicationFragment } from '../api/workspace.generated';
import { declineReasonLabel, entityTypeLabel, industryLabel } from '../../../lib/catalogue';
import { formatCalendarDate, formatDateTime, formatDollars } from '../../applications/lib/format';
import { isVerifiedSource, provenanceLabel, revenueRatio } from '../lib/workspace';

type Business = WorkspaceApplicationFragment['business'];
type Provenance = Business['provenance'][number];

const SOURCES: Record<string, string> = {
  external_form: 'Website form',
  admin: 'Entered by staff',
  client: 'Client portal',
  api: 'Partner API',
};

/** Summary: the business's facts, each with where it came from, and the request. */
export function SummaryTab({ application }: { application: WorkspaceApplicationFragment }) {
  const business = application.business;
  const provenance = new Map(business.provenance.map((entry) => [entry.field, entry]));
  const fact = (field: string) => provenance.get(field);
  const declined = application.workflowStatus === 'declined';
  return (
    <Stack gap="5">
      {declined || application.statusReasonCodes.length > 0 ? (
        <Section title="Decision">
          <Facts>
            <Fact label="Reasons">
              {application.statusReasonCodes.length ? application.statusReasonCodes.map((code) => declineReasonLabel(code)).join(', ') : '—'}
            </Fact>
            <Fact label="Note">{application.statusNote ?? '—'}</Fact>
            <Fact label="Decided">{application.decidedAt ? formatDateTime(application.decidedAt) : '—'}</Fact>
            <Fact label="May apply again from">{application.reapplyAfter ? formatCalendarDate(application.reapplyAfter) : '—'}</Fact>
          </Facts>
        </Section>
      ) : null}

      <Section title="Request">
        <Facts>
          <Fact label="Requested">{formatDollars(application.requestedAmount)}</Fact>
          <Fact label="Requested / revenue">{revenueRatio(application.requestedAmount, business.monthlyRevenue)}</Fact>
          <Fact label="Submitted">{application.submittedAt ? formatDateTime(application.submittedAt) : 'Not yet (draft)'}</Fact>
          <Fact label="Came from">{SOURCES[application.source] ?? application.source}</Fact>
          <Fact label="Contact">{application.contactName}</Fact>
          <Fact label="E-mail">
            <Text as="span" overflowWrap="anywhere">
              {application.ownerEmail}
            </Text>
          </Fact>
          <Fact label="Phone">{application.phone}</Fact>
          <Fact label="Client account">{application.owner ? `${application.owner.username} (${application.owner.email})` : 'Not claimed yet'}</Fact>
        </Facts>
      </Section>

      <Section title="Business facts" description="Each fact shows where it came from; facts NetFund changed are marked Edited.">
        <Facts>
          <Fact label="Legal name" provenance={fact('legalName')}>
            {business.legalName}
          </Fact>
          <Fact label="DBA" provenance={fact('dba')}>
            {business.dba ?? '—'}
          </Fact>
          <Fact label="Entity type" provenance={fact('entityType')}>
            {business.entityType ? entityTypeLabel(business.entityType) : '—'}
          </Fact>
          <Fact label="EIN" provenance={fact('einLast4')}>
            {business.einLast4 ? `••-•••${business.einLast4}` : '—'}
          </Fact>
          <Fact label="Industry" provenance={fact('industry')}>
            {industryLabel(business.industry)}
            {business.naicsCode ? ` (NAICS ${business.naicsCode})` : ''}
          </Fact>
          <Fact label="State" provenance={fact('state')}>
            {business.state}
          </Fact>
          <Fact label="Time in business" provenance={fact('startedOn')}>
            {business.monthsInBusiness != null ? `${business.monthsInBusiness} months` : '—'}
            {business.startedOn ? ` (since ${formatCalendarDate(business.startedOn)})` : ''}
          </Fact>
          <Fact label="Monthly revenue" provenance={fact('monthlyRevenue')} verifiedBy={business.revenueSource}>
            {formatDollars(business.monthlyRevenue)}
          </Fact>
          <Fact label="FICO" provenance={fact('fico')} verifiedBy={business.ficoSource}>
            {business.fico ?? '—'}
            {business.ficoAsOf ? ` (as of ${formatCalendarDate(business.ficoAsOf)})` : ''}
          </Fact>
          <Fact label="Open positions" provenance={fact('openPositions')}>
            {business.openPositions ?? '—'}
          </Fact>
          <Fact label="Business phone" provenance={fact('phone')}>
            {business.phone ?? '—'}
          </Fact>
          <Fact label="Website" provenance={fact('website')}>
            <Text as="span" overflowWrap="anywhere">
              {business.website ?? '—'}
            </Text>
          </Fact>
        </Facts>
      </Section>
    </Stack>
  );
}

export function Section({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
          <Box minW="0">
            <Heading as="h2" id={id} size="md">
              {title}
            </Heading>
            {description ? (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {description}
              </Text>
            ) : null}
          </Box>
          {actions}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gapX="6" gapY="4">
      {children}
    </SimpleGrid>
  );
}

function Fact({ label, children, provenance, verifiedBy }: { label: string; children: ReactNode; provenance?: Provenance; verifiedBy?: string | null }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium">
        {children}
      </Box>
      {provenance || verifiedBy ? (
        <HStack as="dd" gap="1.5" mt="1" flexWrap="wrap">
          {provenance ? <ProvenanceBadge provenance={provenance} /> : null}
          {verifiedBy && verifiedBy !== provenance?.source ? (
            <Badge size="sm" variant="surface" colorPalette={isVerifiedSource(verifiedBy) ? 'green' : 'gray'}>
              {provenanceLabel(verifiedBy)}
            </Badge>
          ) : null}
        </HStack>
      ) : null}
    </Box>
  );
}

function ProvenanceBadge({ provenance }: { provenance: Provenance }) {
  const edited = provenance.source === 'netfund';
  const who = provenance.enteredBy ? ` by ${provenance.enteredBy}` : '';
  return (
    <Badge size="sm" variant="surface" colorPalette={edited ? 'orange' : isVerifiedSource(provenance.source) ? 'green' : 'gray'} title={`${provenanceLabel(provenance.source)}${who}, ${formatCalendarDate(provenance.asOf)}`}>
      {edited ? `Edited${who}` : provenanceLabel(provenance.source)} · {formatCalendarDate(provenance.asOf)}
    </Badge>
  );
}
