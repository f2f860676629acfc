import { Badge, Box, Button, Card, chakra, Field, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useAddClientNoteMutation,
  useClientDetailQuery,
  type ClientDetailQuery,
} from '../api/client-management.generated';
import { industryLabel, productLabel } from '../../../lib/catalogue';
import { formatCalendarDate, formatDate, formatDateTime, formatDollars } from '../../applications/lib/format';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip, statusText } from '../../backoffice/components/status-chip';

type Client = ClientDetailQuery['adminClient'];
type Business = Client['businesses'][number];

/** The server's rule for a note (clients.schemas.ts), with its messages. */
export const MAX_NOTE_LENGTH = 5_000;
const noteSchema = z.object({
  body: z.string().trim().min(1, 'Write the note').max(MAX_NOTE_LENGTH, 'Keep the note to 5,000 characters or fewer'),
});
type NoteValues = z.input<typeof noteSchema>;

/** R11 client detail (`/admin/client-management/view?id=`). */
export function ClientDetailPanel({ id }: { id: string }) {
  const { data, loading, error } = useClientDetailQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const client = data?.adminClient;
  const back = (
    <Button asChild size="sm" variant="outline">
      <Link to="/admin/client-management/view">Back to clients</Link>
    </Button>
  );

  if (error && !client) {
    return (
      <Box>
        <PageHeader title="Client" actions={back} />
        <ErrorAlert message={loadErrorMessage(error, 'The client could not be loaded.')} />
      </Box>
    );
  }
  if (!client) {
    return (
      <Box aria-busy={loading}>
        <PageHeader title="Client" actions={back} />
        <Skeleton h="40" rounded="lg" />
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        eyebrow="Client"
        title={client.name}
        subtitle={`${client.email} · ${client.username} · client since ${formatDate(client.createdAt)}`}
        actions={back}
      />
      <Stack gap="6">
        <Section title="Account">
          <Facts
            rows={[
              ['Last sign-in', client.lastSignInAt ? formatDateTime(client.lastSignInAt) : 'Not recorded'],
              ['NetBuilder plan', client.netbuilderPlan ? `${statusText(client.netbuilderPlan)} (${statusText(client.netbuilderStatus ?? '')})` : 'None'],
            ]}
          />
        </Section>
        <Section title="Business profile">
          {client.businesses.length === 0 ? (
            <EmptyState title="No business yet" description="A business appears with the client's first application." />
          ) : (
            // A business per intake until businesses are matched: newest first, each under its own name.
            client.businesses.map((business, index) => (
              <Box key={business.id} borderTopWidth={index > 0 ? '1px' : undefined} pt={index > 0 ? '4' : undefined}>
                <Heading as="h3" size="sm" mb="2">
                  {business.legalName}
                  {client.businesses.length > 1 ? (
                    <chakra.span ms="2" fontSize="xs" fontWeight="normal" color="fg.muted">
                      {index === 0 ? 'newest' : `${index + 1} of ${client.businesses.length}`}
                    </chakra.span>
                  ) : null}
                </Heading>
                <BusinessFacts business={business} />
              </Box>
            ))
          )}
        </Section>
        <Section title="Applications">
          {client.applications.length === 0 ? (
            <EmptyState title="No applications" />
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Applications">
              {client.applications.map((application) => (
                <HStack as="li" key={application.id} gap="3" flexWrap="wrap" borderWidth="1px" rounded="md" px="3" py="2">
                  <Link to="/admin/applications/view/$id" params={{ id: String(application.id) }}>
                    <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
                      {application.number ?? `Draft #${application.id}`}
                    </chakra.span>
                  </Link>
                  <StatusChip status={application.workflowStatus} />
                  <Text fontSize="sm">{productLabel(application.product)}</Text>
                  <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                    {formatDollars(application.requestedAmount)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {application.submittedAt ? `Submitted ${formatDate(application.submittedAt)}` : 'Not submitted'}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Documents">
          {client.documents.length === 0 ? (
            <EmptyState title="No documents" />
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Documents">
              {client.documents.map((document) => {
                const application = client.applications.find((candidate) => String(candidate.id) === String(document.applicationId));
                return (
                  <HStack as="li" key={document.id} gap="3" flexWrap="wrap" borderWidth="1px" rounded="md" px="3" py="2">
                    <Text fontWeight="medium">{document.label}</Text>
                    <StatusChip status={document.status} />
                    <Text fontSize="sm" color="fg.muted">
                      {application?.number ?? `Application #${document.applicationId}`}
                      {document.uploadedAt ? ` · uploaded ${formatDate(document.uploadedAt)}` : ''}
                    </Text>
                    {document.downloadPath ? (
                      <chakra.a href={document.downloadPath} fontSize="sm" color="fg.info" textDecoration="underline">
                        Download {document.fileName ?? ''}
                      </chakra.a>
                    ) : null}
                  </HStack>
                );
              })}
            </Stack>
          )}
        </Section>
        <Section title="Internal notes">
          <NoteForm clientId={String(client.id)} />
          {client.notes.length === 0 ? (
            <Text mt="3" fontSize="sm" color="fg.muted">
              No notes yet. Notes are for the team; the client never sees them.
            </Text>
          ) : (
            <Stack as="ul" mt="4" gap="3" listStyleType="none" aria-label="Notes">
              {client.notes.map((note) => (
                <Box as="li" key={note.id} borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {note.body}
                  </Text>
                  <Text mt="1" fontSize="xs" color="fg.muted">
                    {note.authorName} · {formatDateTime(note.createdAt)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Activity">
          {client.activity.length === 0 ? (
            <EmptyState title="No activity yet" />
          ) : (
            <Stack as="ol" gap="2" listStyleType="none" aria-label="Activity">
              {client.activity.map((event) => (
                <Box as="li" key={event.id} fontSize="sm">
                  <Text wordBreak="break-word">{event.summary}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {event.actor.name} · {formatDateTime(event.occurredAt)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
      {rows.map(([label, value]) => (
        <Box key={label} minW="0">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {label}
          </Text>
          <Box as="dd" wordBreak="break-word">
            {value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

const SOURCE_LABELS: Record<string, string> = {
  applicant: 'Applicant',
  netfund: 'NetFund',
  self: 'Self-reported',
  soft_pull: 'Soft pull',
  hard_pull: 'Hard pull',
  bank_statements: 'Bank statements',
  tax_return: 'Tax return',
};

/** A fact with where it came from (R11: source, as-of, who entered it). */
function Fact({ business, field, value }: { business: Business; field: string; value: React.ReactNode }) {
  const provenance = business.provenance.find((entry) => entry.field === field);
  return (
    <>
      {value ?? '—'}
      {provenance && value !== null ? (
        <Badge ms="2" size="sm" variant="outline" colorPalette={provenance.source === 'netfund' ? 'blue' : 'gray'} title="Where this fact came from">
          {SOURCE_LABELS[provenance.source] ?? provenance.source} · {formatCalendarDate(provenance.asOf)}
          {provenance.enteredBy ? ` · ${provenance.enteredBy}` : ''}
        </Badge>
      ) : null}
    </>
  );
}

function BusinessFacts({ business }: { business: Business }) {
  const fact = (field: string, value: React.ReactNode | null | undefined) => <Fact business={business} field={field} value={value ?? null} />;
  return (
    <Facts
      rows={[
        ['Legal name', fact('legalName', business.legalName)],
        ['DBA', fact('dba', business.dba)],
        ['Entity type', fact('entityType', business.entityType ? statusText(business.entityType) : null)],
        ['EIN', fact('einLast4', business.einLast4 ? `••-•••${business.einLast4}` : null)],
        ['Industry', fact('industry', industryLabel(business.industry))],
        ['NAICS', fact('naicsCode', business.naicsCode)],
        ['State', fact('state', business.state)],
        ['Months in business', fact('startedOn', business.monthsInBusiness ?? null)],
        ['Monthly revenue', fact('monthlyRevenue', formatDollars(business.monthlyRevenue))],
        ['FICO', fact('fico', business.fico ? `${business.fico}${business.ficoSource ? ` (${SOURCE_LABELS[business.ficoSource] ?? business.ficoSource})` : ''}` : null)],
        ['Open positions', fact('openPositions', business.openPositions ?? null)],
        ['Phone', fact('phone', business.phone)],
        ['Website', fact('website', business.website)],
      ]}
    />
  );
}

/** R11 *Add note*: at most 5,000 characters; the server's refusal shows under the field. */
function NoteForm({ clientId }: { clientId: string }) {
  const [addNote, { loading, error, reset: resetMutation }] = useAddClientNoteMutation({ refetchQueries: ['ClientDetail'], awaitRefetchQueries: true });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<NoteValues, unknown, z.output<typeof noteSchema>>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const length = watch('body').length;
  const message = errors.body?.message ?? (error ? loadErrorMessage(error, 'The note could not be saved.') : undefined);

  const submit = handleSubmit(async ({ body }) => {
    resetMutation();
    try {
      await addNote({ variables: { clientId, body } });
      reset();
      notify({ type: 'success', title: 'Note added', description: 'The note is on the client’s file.' });
    } catch {
      // The server's sentence shows under the field (the mutation's error).
    }
  });

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate>
      <Field.Root invalid={Boolean(message)}>
        <Field.Label>Add a note</Field.Label>
        <Textarea rows={3} autoresize {...register('body')} />
        <HStack justify="space-between" w="full" align="flex-start">
          {message ? <Field.ErrorText>{message}</Field.ErrorText> : <Field.HelperText>Only the team sees notes.</Field.HelperText>}
          <Text fontSize="xs" color={length > MAX_NOTE_LENGTH ? 'fg.error' : 'fg.muted'} aria-live="polite" whiteSpace="nowrap">
            {length.toLocaleString('en-US')} / 5,000
          </Text>
        </HStack>
      </Field.Root>
      <Button type="submit" size="sm" mt="2" loading={loading}>
        Add note
      </Button>
    </chakra.form>
  );
}
