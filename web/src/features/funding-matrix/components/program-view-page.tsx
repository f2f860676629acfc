import { Badge, Box, Button, Card, chakra, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useProgramCriteriaPreviewQuery,
  useProgramDetailQuery,
  useProgramListQuery,
  useRestoreProgramVersionMutation,
  type ProgramDetailFieldsFragment,
} from '../api/funding-matrix.generated';
import { productLabel } from '../../../lib/catalogue';
import { mutationFailure } from '../../application-workspace/lib/workspace';
import { formatDateTime } from '../../applications/lib/format';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { writeCsv } from '../../../../../shared/spreadsheet-csv';
import { criteriaChanges } from '../lib/criteria';
import { ProgramActions } from './program-actions';
import { ProgramPerformance } from './program-performance';
import { PROGRAM_COLUMNS, ProgramTable } from './program-table';

/** R4 `/admin/funding-matrix/view`: the list of every program (archived too), or one program with `?id=`. */
export function ProgramViewPage({ id }: { id?: string }) {
  return id === undefined ? <ProgramListView /> : <ProgramDetailView id={id} />;
}

function ProgramListView() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const { data, previousData, loading, error } = useProgramListQuery({ variables: { filter: { search: search || null }, pageSize: 100 }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.adminPrograms;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch(text.trim());
  }

  function exportCsv() {
    const csv = writeCsv([
      PROGRAM_COLUMNS.map((column) => column.header),
      ...(page?.items ?? []).map((row) => PROGRAM_COLUMNS.map((column) => column.text(row))),
    ]);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    link.download = 'programs.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <Box>
      <PageHeader
        title="View Funding Matrix"
        subtitle="Every program, archived ones too. Search by program or lender name."
        actions={
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={exportCsv} disabled={!page?.items.length}>
              Export CSV
            </Button>
            <Button asChild size="sm" colorPalette="blue">
              <Link to="/admin/funding-matrix/add-criteria">Add criteria</Link>
            </Button>
          </HStack>
        }
      />
      <Stack gap="4">
        <chakra.form role="search" onSubmit={submit} display="flex" gap="2" alignItems="flex-end" flexWrap="wrap">
          <Field.Root flex="1" minW="56">
            <Field.Label fontSize="sm">Search</Field.Label>
            <Input size="sm" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder="Program or lender name" />
          </Field.Root>
          <Button type="submit" size="sm">
            Search
          </Button>
        </chakra.form>
        {error && !page ? (
          <ErrorAlert message={loadErrorMessage(error, 'The programs could not be loaded.')} />
        ) : loading && !page ? (
          <Text color="fg.muted">Loading programs…</Text>
        ) : page && page.items.length > 0 ? (
          <ProgramTable rows={page.items} caption="All programs" />
        ) : (
          <EmptyState title={search ? 'No programs match this search' : 'Add the first program'} actions={<Button asChild size="sm" colorPalette="blue"><Link to="/admin/funding-matrix/add-criteria">Add criteria</Link></Button>} />
        )}
      </Stack>
    </Box>
  );
}

export function ProgramNotFound() {
  return (
    <EmptyState
      title="Program not found"
      description="It may have been mistyped, or the link is out of date."
      actions={
        <Button asChild size="sm" variant="outline">
          <Link to="/admin/funding-matrix/view">All programs</Link>
        </Button>
      }
    />
  );
}

function ProgramDetailView({ id }: { id: string }) {
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useProgramDetailQuery({ variables: { id }, skip: !valid });
  if (!valid) return <ProgramNotFound />;
  if (loading && !data) return <Text color="fg.muted">Loading program…</Text>;
  const program = data?.adminProgram;
  if (!program) {
    const notFound = !error || /not found|invalid program id/i.test(error.message);
    return notFound ? <ProgramNotFound /> : <ErrorAlert message={loadErrorMessage(error, 'The program could not be loaded.')} />;
  }
  return <ProgramDetail program={program} onReload={() => void refetch()} />;
}

function ProgramDetail({ program, onReload }: { program: ProgramDetailFieldsFragment; onReload(): void }) {
  const inForce = program.versions[0]?.criteria ?? program.draftCriteria;
  const preview = useProgramCriteriaPreviewQuery({ variables: { criteria: inForce }, skip: !inForce });
  const [restore, restoring] = useRestoreProgramVersionMutation({ refetchQueries: ['ProgramList'] });

  async function restoreVersion(version: number) {
    if (!window.confirm(`Restore version ${version}? It is published again as version ${(program.currentVersion ?? 0) + 1}.`)) return;
    try {
      await restore({ variables: { id: program.id, version, expectedVersion: program.version } });
      notify({ type: 'success', title: `Version ${version} restored`, description: `Published as version ${(program.currentVersion ?? 0) + 1}.` });
    } catch (error) {
      notify({ type: 'error', title: 'Not restored', description: mutationFailure(error).message });
      onReload();
    }
  }

  return (
    <Box>
      <PageHeader
        eyebrow={program.lenderName}
        title={program.name}
        subtitle={`${productLabel(program.product as never) ?? program.product} · ${program.currentVersion ? `version ${program.currentVersion}` : 'not published yet'}`}
        actions={
          <HStack gap="2" flexWrap="wrap">
            {program.status !== 'archived' ? (
              <Button asChild size="sm" colorPalette="blue">
                <Link to="/admin/funding-matrix/add-criteria" search={{ programId: program.id }}>
                  Edit
                </Link>
              </Button>
            ) : null}
            <ProgramActions program={program} layout="buttons" />
          </HStack>
        }
      />
      <Stack gap="5">
        <HStack gap="2">
          <StatusChip status={program.status} />
          {program.draftCriteria && program.currentVersion ? <Badge>Unpublished draft</Badge> : null}
          {program.pausedReason ? <Text fontSize="sm" color="fg.muted">Paused: {program.pausedReason}</Text> : null}
        </HStack>
        <Card.Root>
          <Card.Body gap="2">
            <Text fontWeight="semibold">{program.currentVersion ? 'Criteria in force' : 'Draft criteria'}</Text>
            <Text data-testid="program-description">{preview.data?.programCriteriaPreview.text ?? '…'}</Text>
          </Card.Body>
        </Card.Root>
        <Stack gap="3" as="section" aria-labelledby="history-heading">
          <Text id="history-heading" fontWeight="semibold" fontSize="lg">
            Version history
          </Text>
          {program.versions.length === 0 ? <Text color="fg.muted">No version published yet.</Text> : null}
          {program.versions.map((version, index) => {
            const previous = program.versions[index + 1];
            const changes = previous ? criteriaChanges(previous.criteria, version.criteria) : [];
            return (
              <Card.Root key={version.version} size="sm" data-testid={`version-${version.version}`}>
                <Card.Body gap="2">
                  <HStack justify="space-between" flexWrap="wrap" gap="2">
                    <Text fontWeight="semibold">
                      Version {version.version}
                      {version.version === program.currentVersion ? ' (in force)' : ''}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {version.createdBy} · {formatDateTime(version.publishedAt)}
                    </Text>
                  </HStack>
                  {previous ? (
                    changes.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">Same criteria as version {previous.version}.</Text>
                    ) : (
                      <Box overflowX="auto" maxW="full">
                        <Table.Root size="sm">
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>Field</Table.ColumnHeader>
                              <Table.ColumnHeader>Before → after</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {changes.map((change) => (
                              <Table.Row key={change.path}>
                                <Table.Cell fontFamily="mono" fontSize="xs">{change.path}</Table.Cell>
                                <Table.Cell>
                                  {change.before} → {change.after}
                                </Table.Cell>
                              </Table.Row>
                            ))}
                          </Table.Body>
                        </Table.Root>
                      </Box>
                    )
                  ) : (
                    <Text fontSize="sm" color="fg.muted">First version.</Text>
                  )}
                  {version.version !== program.currentVersion && program.status !== 'archived' ? (
                    <Box>
                      <Button size="xs" variant="outline" loading={restoring.loading} onClick={() => void restoreVersion(version.version)}>
                        Restore version {version.version}
                      </Button>
                    </Box>
                  ) : null}
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
        <ProgramPerformance programId={String(program.id)} />
      </Stack>
    </Box>
  );
}
