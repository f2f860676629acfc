import { Badge, Box, Button, Card, Checkbox, HStack, Link, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import { useApplicationSubmissionsQuery } from '../api/lenders.generated';
import {
  useApplicationMatchesQuery,
  useRematchApplicationMutation,
  type WorkspaceMatchFragment,
} from '../api/matches.generated';
import type { WorkspaceApplicationFragment } from '../api/workspace.generated';
import { formatDateTime, productLabel } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { mutationFailure } from '../lib/workspace';
import { ShareLendersDialog, type ShareMode, type ShareProgramOption } from './share-lenders-dialog';
import { Section } from './summary-tab';

const OUTCOME: Record<string, { label: string; palette: string }> = {
  eligible: { label: 'Eligible', palette: 'green' },
  near_miss: { label: 'Near miss', palette: 'orange' },
  needs_data: { label: 'Needs data', palette: 'blue' },
  ineligible: { label: 'Ineligible', palette: 'red' },
};

/** Submissions in these states hold the lender's place: its programs cannot be proposed or shared again. */
const OPEN_SUBMISSION = ['proposed', 'shared', 'viewed', 'info_requested', 'offered'];
const SHAREABLE: readonly WorkspaceApplicationFragment['workflowStatus'][] = ['in_review', 'matched', 'offered'];

/**
 * "No program matches. Closest: …": the three nearest misses by the server's ranking, when nothing is eligible; when
 * none is near, how many programs wait for facts (a needs-data program is not a miss).
 */
export function closestText(matches: readonly WorkspaceMatchFragment[]): string | null {
  if (matches.some((match) => match.outcome === 'eligible')) return null;
  const closest = matches.filter((match) => match.outcome === 'near_miss').slice(0, 3);
  if (closest.length === 0) {
    const needData = matches.filter((match) => match.outcome === 'needs_data').length;
    if (needData === 0) return 'No program matches.';
    return `No program matches yet: ${needData === 1 ? '1 program needs' : `${needData} programs need`} facts the application lacks (marked ?).`;
  }
  return `No program matches. Closest: ${closest.map((match) => `${match.lenderName} · ${match.programName}`).join('; ')}.`;
}

/**
 * R13 *Matches*: one row per active program with its outcome, fit and every criterion's text (§4.3), ranked as
 * §4.4 says; select rows to *Propose to client* or *Share now* (an ineligible row needs an override reason).
 */
export function MatchesTab({ application }: { application: WorkspaceApplicationFragment }) {
  const variables = { applicationId: application.id };
  const matches = useApplicationMatchesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const submissions = useApplicationSubmissionsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [rematch, rematching] = useRematchApplicationMutation({ refetchQueries: ['ApplicationMatches'] });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<ShareMode | null>(null);

  const rows = matches.data?.applicationMatches;
  const busyLenders = new Set(
    (submissions.data?.applicationSubmissions.items ?? []).filter((item) => OPEN_SUBMISSION.includes(item.status)).map((item) => item.lenderId),
  );
  const canShare = SHAREABLE.includes(application.workflowStatus) && Boolean(submissions.data);
  const chosen: ShareProgramOption[] = (rows ?? [])
    .filter((row) => selected.has(row.programId))
    .map((row) => ({ programId: row.programId, lenderName: row.lenderName, programName: row.programName, ineligible: row.outcome === 'ineligible' }));

  async function runAgain() {
    try {
      await rematch({ variables });
      setSelected(new Set());
      notify({ type: 'success', title: 'Matching re-run', description: 'The results below are as of now.' });
    } catch (error) {
      notify({ type: 'error', title: 'Matching not re-run', description: mutationFailure(error).message });
    }
  }

  function toggle(programId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(programId);
      else next.delete(programId);
      return next;
    });
  }

  const actions = (
    <HStack gap="2" flexWrap="wrap">
      {canShare && rows && rows.length > 0 ? (
        <>
          <Button size="sm" variant="outline" disabled={chosen.length === 0} onClick={() => setDialog('propose')}>
            Propose to client{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
          <Button size="sm" disabled={chosen.length === 0} onClick={() => setDialog('share')}>
            Share now{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
        </>
      ) : null}
      <Button size="sm" variant="ghost" loading={rematching.loading} onClick={() => void runAgain()}>
        Re-run matching
      </Button>
    </HStack>
  );

  const computedAt = rows?.[0]?.computedAt;
  return (
    <Section
      title="Matches"
      description={
        computedAt
          ? `Every active program, eligible first by fit. Fit uses the applicant's facts and the lender's offer rate — never commission. Last run ${formatDateTime(computedAt)}.`
          : 'Every active program, eligible first by fit. Fit uses the applicant’s facts and the lender’s offer rate — never commission.'
      }
      actions={actions}
    >
      {matches.loading && !rows ? <Text role="status">Loading matches…</Text> : null}
      {matches.error && !rows ? (
        <Text color="fg.error" role="alert">
          {mutationFailure(matches.error).message}
        </Text>
      ) : null}
      {rows && rows.length === 0 ? (
        <EmptyState
          title="No match results yet"
          description="No active lender program has been matched with this application. Add a lender and its criteria, or re-run matching."
          actions={
            <Link asChild colorPalette="blue">
              <RouterLink to="/admin/lender-management/add">Add a lender</RouterLink>
            </Link>
          }
        />
      ) : null}
      {rows && rows.length > 0 && closestText(rows) ? (
        <Text role="status" fontWeight="medium">
          {closestText(rows)}
        </Text>
      ) : null}
      {rows && rows.length > 0 ? (
        <Stack gap="3">
          {rows.map((row) => (
            <MatchCard
              key={row.programId}
              row={row}
              selectable={canShare && !busyLenders.has(row.lenderId)}
              hasFile={busyLenders.has(row.lenderId)}
              selected={selected.has(row.programId)}
              onToggle={(on) => toggle(row.programId, on)}
            />
          ))}
        </Stack>
      ) : null}
      {submissions.data && dialog ? (
        <ShareLendersDialog
          applicationId={application.id}
          mode={dialog}
          open
          onClose={() => {
            setDialog(null);
            setSelected(new Set());
          }}
          preselected={chosen}
          autoSharePolicy={submissions.data.applicationSubmissions.autoSharePolicy}
        />
      ) : null}
    </Section>
  );
}

function MatchCard({
  row,
  selectable,
  hasFile,
  selected,
  onToggle,
}: {
  row: WorkspaceMatchFragment;
  selectable: boolean;
  hasFile: boolean;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) {
  const outcome = OUTCOME[row.outcome] ?? { label: row.outcome, palette: 'gray' };
  const title = `${row.lenderName} · ${row.programName}`;
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={title}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <HStack align="start" gap="3" minW="0">
            {selectable ? (
              <Checkbox.Root checked={selected} onCheckedChange={(details) => onToggle(details.checked === true)} mt="0.5">
                <Checkbox.HiddenInput aria-label={`Select ${title}`} />
                <Checkbox.Control />
              </Checkbox.Root>
            ) : null}
            <Box minW="0">
              <Text fontWeight="semibold">{title}</Text>
              <Text fontSize="xs" color="fg.muted">
                {productLabel(row.product)} · v{row.programVersion}
                {row.differentProduct ? ' · different product' : ''}
                {hasFile ? ' · has the file' : ''}
              </Text>
            </Box>
          </HStack>
          <HStack gap="2" flexWrap="wrap">
            {row.newSinceVersion ? (
              <Badge colorPalette="purple" variant="subtle">
                New match since v{row.newSinceVersion}
              </Badge>
            ) : null}
            <Badge colorPalette={outcome.palette} variant="subtle">
              {outcome.label}
            </Badge>
            {row.fitScore !== null && row.fitScore !== undefined ? (
              <Text fontSize="sm" fontWeight="medium">
                Fit {row.fitScore}
              </Text>
            ) : null}
          </HStack>
        </HStack>
        <List.Root gap="1" fontSize="sm" listStyle="none" ps="0">
          {row.criteria.map((criterion) => (
            <List.Item key={criterion.code} color={criterion.pass ? undefined : criterion.missing ? 'fg.muted' : 'fg.error'}>
              {/* A passing text ends with the engine's own ✓ ("FICO 680 ≥ 650 ✓", §4.3): only the others get a mark. */}
              {criterion.pass ? null : (
                <Text as="span" aria-hidden>
                  {criterion.missing ? '? ' : '✗ '}
                </Text>
              )}
              <VisuallyHidden>{criterion.pass ? 'Passes: ' : criterion.missing ? 'Not known: ' : 'Fails: '}</VisuallyHidden>
              {criterion.text}
            </List.Item>
          ))}
          {row.missingFacts
            .filter((fact) => !row.criteria.some((criterion) => criterion.text === fact))
            .map((fact) => (
              <List.Item key={fact} color="fg.muted">
                <Text as="span" aria-hidden>
                  ?{' '}
                </Text>
                {fact}
              </List.Item>
            ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
