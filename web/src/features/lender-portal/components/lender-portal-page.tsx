import {
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  LenderFileDocument,
  LenderFilePageDocument,
  LenderFileTimelineDocument,
  useDeclineLenderFileMutation,
  useLenderDeclineReasonsQuery,
  useLenderFilePageQuery,
  useLenderFileQuery,
  useMyLenderProgramsQuery,
  useOpenLenderFileMutation,
  type LenderFileCardFieldsFragment,
} from '../api/lender-portal.generated';
import type { LenderFileTab } from '../../../generated/graphql';
import { industryLabel, productLabel } from '../../../lib/catalogue';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { loadFailureMessage, mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { formatDate, formatDateTime, formatDollars } from '../../applications/lib/format';
import { Pager } from '../../backoffice/components/data-table';
import { EmptyState } from '../../backoffice/components/empty-state';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import type { LenderPortalTab } from '../lib/search';
import { CriteriaChangeRequest } from './criteria-change-request';
import { FileTimeline } from './file-timeline';
import { LenderInfoRequests } from './lender-info-requests';
import { FileOffers, FundedTab, PausedBanner, PerformanceTab } from './lender-portal-extras';

type FileCard = LenderFileCardFieldsFragment;

export const EMPTY_INBOX_TEXT =
  'No applications yet. Businesses that fit your criteria appear here once they agree to share their file with you.';

const TAB_LABELS: Record<LenderPortalTab, string> = {
  inbox: 'Inbox',
  active: 'Active',
  offers: 'Offers',
  funded: 'Funded',
  criteria: 'Criteria',
  performance: 'Performance',
};
/** R20's files are paged as every list (BACKOFFICE §0): 25 a page. */
const FILES_PAGE_SIZE = 25;

export interface LenderPortalPageProps {
  tab: LenderPortalTab;
  /** The open tab's page, from 1. */
  page?: number;
  openApp: string | undefined;
  onTabChange(tab: LenderPortalTab): void;
  onPageChange?(page: number): void;
  onOpenApp(applicationId: string | undefined): void;
}

/**
 * R20 `/lender/dashboard`: the signed-in lender's shared files by tab, one page at a time (the server decides which
 * files each tab lists), a file drawer (`&app=`) and its criteria.
 */
export function LenderPortalPage({ tab, page = 1, openApp, onTabChange, onPageChange = () => undefined, onOpenApp }: LenderPortalPageProps) {
  return (
    <Stack gap="4" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
      <PageHeader title="Lender Dashboard" subtitle="Files businesses agreed to share with you, and your criteria." />
      <PausedBanner />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => onTabChange(details.value as LenderPortalTab)}
        lazyMount
        variant="line"
        size={{ base: 'sm', md: 'md' }}
      >
        {/* Six tabs do not fit a phone: they wrap onto a second row rather than scroll out of sight. */}
        <Tabs.List flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          {(Object.keys(TAB_LABELS) as LenderPortalTab[]).map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="inbox">
          <FileList
            tab="inbox"
            page={page}
            onPageChange={onPageChange}
            onOpen={onOpenApp}
            emptyText={EMPTY_INBOX_TEXT}
            onCriteria={() => onTabChange('criteria')}
          />
        </Tabs.Content>
        <Tabs.Content value="active">
          <FileList
            tab="active"
            page={page}
            onPageChange={onPageChange}
            onOpen={onOpenApp}
            emptyText="No files in progress. Files you open or ask questions about appear here."
          />
        </Tabs.Content>
        <Tabs.Content value="offers">
          <FileList
            tab="offers"
            page={page}
            onPageChange={onPageChange}
            onOpen={onOpenApp}
            emptyText="No offers yet. Open a file and choose Make offer."
          />
        </Tabs.Content>
        <Tabs.Content value="funded">
          <FundedTab />
        </Tabs.Content>
        <Tabs.Content value="criteria">
          <CriteriaTab />
        </Tabs.Content>
        <Tabs.Content value="performance">
          <PerformanceTab />
        </Tabs.Content>
      </Tabs.Root>
      {openApp ? <FileDrawer applicationId={openApp} onClose={() => onOpenApp(undefined)} /> : null}
    </Stack>
  );
}

interface FileListProps {
  /** The inbox also lists the files whose access ended, greyed and without facts (the server's rule). */
  tab: LenderFileTab;
  page: number;
  onPageChange(page: number): void;
  emptyText: string;
  onOpen(applicationId: string): void;
  onCriteria?(): void;
}

function FileList({ tab, page, onPageChange, emptyText, onOpen, onCriteria }: FileListProps) {
  const query = useLenderFilePageQuery({
    variables: { tab, page, pageSize: FILES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // Another page keeps the rows of the last one, dimmed, until its own arrive.
  const data = query.data ?? query.previousData;
  if (query.error && !query.data)
    return <ErrorAlert message={loadFailureMessage(query.error, 'Your files could not be loaded. Please try again.')} />;
  if (!data) return <Skeleton h="32" aria-busy="true" />;
  const { items: files, totalCount } = data.lenderFilePage;
  if (totalCount === 0) {
    return (
      <EmptyState
        title={emptyText}
        actions={
          onCriteria ? (
            <Button size="sm" variant="outline" onClick={onCriteria}>
              Criteria
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (files.length === 0) {
    return (
      <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center">
        <Text fontWeight="semibold">This page is past the end of the list</Text>
        <Button mt="3" size="sm" variant="outline" onClick={() => onPageChange(1)}>
          Go to the first page
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="0">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Files" opacity={query.data ? 1 : 0.6}>
        {files.map((file) => (
          <Box as="li" key={file.submissionId}>
            <FileRow file={file} onOpen={onOpen} />
          </Box>
        ))}
      </Stack>
      <Pager
        totalCount={totalCount}
        list={{ page, pageSize: FILES_PAGE_SIZE, offset: (page - 1) * FILES_PAGE_SIZE, sort: undefined }}
        pageSizes={[FILES_PAGE_SIZE]}
        onChange={(change) => onPageChange(Number(change.page ?? 1))}
      />
    </Stack>
  );
}

function FileRow({ file, onOpen }: { file: FileCard; onOpen(applicationId: string): void }) {
  const facts = file.facts;
  if (!facts) {
    // A won file shows no facts any more (§3.4) but its accepted offer still needs Contract sent and Mark funded.
    const won = file.status === 'won';
    return (
      <Card.Root variant="outline" opacity={won ? 1 : 0.7} bg="bg.muted">
        <Card.Body py="3">
          <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
            <Box minW="0">
              <Text fontWeight="medium">{file.number ?? `Application ${file.applicationId}`}</Text>
              <Text fontSize="sm" color="fg.muted">
                {file.endedText}
              </Text>
            </Box>
            {won ? (
              <Button size="sm" variant="outline" onClick={() => onOpen(file.applicationId)}>
                Your offers
              </Button>
            ) : null}
          </HStack>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root variant="outline">
      <Card.Body py="3" gap="2">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold">{facts.businessName}</Text>
            <Text fontSize="sm" color="fg.muted">
              {file.number} · {productLabel(facts.product)} · {formatDollars(facts.requestedAmountCents / 100)}
            </Text>
          </Box>
          <HStack gap="2">
            <StatusChip status={file.status} />
            <Button size="sm" onClick={() => onOpen(file.applicationId)}>
              Open
            </Button>
          </HStack>
        </HStack>
        <FactsGrid facts={facts} />
        {file.whyYouSeeThis ? (
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              Why you see this:{' '}
            </Text>
            {file.whyYouSeeThis}
          </Text>
        ) : null}
        {/* The SLA is for the first answer: once the lender responded there is nothing left to count down. */}
        {file.slaDueAt && !file.respondedAt ? <SlaText slaDueAt={String(file.slaDueAt)} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** "Answer due in 5 h" / "Answer overdue since …": the submission's SLA (R20 countdown). */
function SlaText({ slaDueAt }: { slaDueAt: string }) {
  const hoursLeft = Math.floor((new Date(slaDueAt).getTime() - Date.now()) / 3_600_000);
  return (
    <Text fontSize="sm" color={hoursLeft < 0 ? 'fg.error' : 'fg.muted'}>
      {hoursLeft < 0
        ? `Answer overdue since ${formatDateTime(slaDueAt)}`
        : `Answer due in ${hoursLeft} h (${formatDateTime(slaDueAt)})`}
    </Text>
  );
}

function FactsGrid({ facts }: { facts: NonNullable<FileCard['facts']> }) {
  const rows: [string, string][] = [
    ['State', facts.state],
    ['Industry', industryLabel(facts.industry)],
    ['Months in business', facts.monthsInBusiness === null ? '—' : String(facts.monthsInBusiness)],
    ['Monthly revenue', facts.monthlyRevenueCents === null ? '—' : formatDollars(facts.monthlyRevenueCents / 100)],
    [
      'FICO',
      facts.fico === null
        ? '—'
        : `${facts.fico}${facts.ficoSource ? ` (${facts.ficoSource.replace('_', ' ')}${facts.ficoAsOf ? `, ${facts.ficoAsOf}` : ''})` : ''}`,
    ],
    ['Open positions', facts.openPositions === null ? '—' : String(facts.openPositions)],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gapX="4" gapY="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} minW="0">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The file drawer: opening it is logged by the server (the first open marks the file viewed). */
function FileDrawer({ applicationId, onClose }: { applicationId: string; onClose(): void }) {
  const portal = useLayoutPortal();
  const [openFile, opened] = useOpenLenderFileMutation({
    refetchQueries: [LenderFilePageDocument, LenderFileDocument, LenderFileTimelineDocument],
  });
  const [declining, setDeclining] = useState(false);
  useEffect(() => {
    void openFile({ variables: { applicationId } }).catch(() => undefined);
  }, [applicationId, openFile]);
  const file = opened.data?.openLenderFile;
  const facts = file?.card.facts;
  // The file's card, ended or not (a won file's drawer still shows its offers): refetched after every answer (offer,
  // decline), while the opened file is read once.
  const card = useLenderFileQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const listed = card.data?.lenderFile ?? undefined;
  const won = listed?.status === 'won';
  const status = listed?.status ?? file?.card.status;
  return (
    <Drawer.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="end" size="md">
      <Portal container={portal}>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content width={{ base: '100vw', sm: '480px' }} maxW="100vw">
            <Drawer.Header>
              <Drawer.Title>{facts?.businessName ?? listed?.number ?? 'Application'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {opened.error && !won ? (
                <ErrorAlert
                  message={loadFailureMessage(opened.error, 'The file could not be opened. Please try again.')}
                />
              ) : null}
              {won ? (
                <Stack gap="3">
                  <Text color="fg.muted">{listed?.endedText}.</Text>
                  <FileOffers applicationId={applicationId} openToOffers={false} />
                  <FileTimeline applicationId={applicationId} />
                </Stack>
              ) : null}
              {!file && !opened.error ? <Skeleton h="40" aria-busy="true" /> : null}
              {file && !facts && !won ? <Text color="fg.muted">{file.card.endedText}</Text> : null}
              {file && facts ? (
                <Stack gap="4">
                  <HStack gap="2" flexWrap="wrap">
                    {status ? <StatusChip status={status} /> : null}
                    <Text fontSize="sm" color="fg.muted">
                      {file.card.number} · shared {file.card.sharedAt ? formatDate(file.card.sharedAt) : '—'}
                    </Text>
                  </HStack>
                  <Text fontSize="sm">
                    {productLabel(facts.product)}, {formatDollars(facts.requestedAmountCents / 100)}
                    {facts.useOfFunds ? ` — ${facts.useOfFunds}` : ''}
                  </Text>
                  <FactsGrid facts={facts} />
                  {file.card.whyYouSeeThis ? (
                    <Text fontSize="sm">Why you see this: {file.card.whyYouSeeThis}</Text>
                  ) : null}
                  <Box>
                    <Text fontWeight="semibold" mb="1">
                      Documents
                    </Text>
                    {file.documents.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        No documents yet.
                      </Text>
                    ) : (
                      <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                        {file.documents.map((document) => (
                          <HStack as="li" key={document.id} justify="space-between" gap="2">
                            <Text minW="0" truncate>
                              {document.label}
                            </Text>
                            {document.fileName ? (
                              <a href={`/api/lender/documents/${document.id}/download`} download>
                                <Badge colorPalette="blue">Download</Badge>
                              </a>
                            ) : (
                              <Badge>{document.status}</Badge>
                            )}
                          </HStack>
                        ))}
                      </Stack>
                    )}
                  </Box>
                  <LenderInfoRequests
                    applicationId={applicationId}
                    documents={file.documents}
                    canRequest={['shared', 'viewed', 'info_requested', 'offered'].includes(status ?? '')}
                  />
                  <FileOffers
                    applicationId={applicationId}
                    openToOffers={['shared', 'viewed', 'info_requested', 'offered'].includes(status ?? '')}
                  />
                  {['shared', 'viewed', 'info_requested'].includes(status ?? '') ? (
                    <HStack>
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeclining(true)}>
                        Decline
                      </Button>
                    </HStack>
                  ) : null}
                  <FileTimeline applicationId={applicationId} />
                </Stack>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the file" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {declining ? (
        <DeclineDialog applicationId={applicationId} onClose={() => setDeclining(false)} onDeclined={onClose} />
      ) : null}
    </Drawer.Root>
  );
}

/** R20 Decline: a reason code, a note (10+ characters for other, checked by the server), *Would reconsider if…*. */
function DeclineDialog({
  applicationId,
  onClose,
  onDeclined,
}: {
  applicationId: string;
  onClose(): void;
  onDeclined(): void;
}) {
  const reasons = useLenderDeclineReasonsQuery();
  const [decline, declined] = useDeclineLenderFileMutation({
    refetchQueries: [LenderFilePageDocument, LenderFileDocument],
  });
  const [reasonCode, setReasonCode] = useState('');
  const [note, setNote] = useState('');
  const [reconsiderHint, setReconsiderHint] = useState('');
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await decline({
        variables: {
          applicationId,
          input: { reasonCode, note: note.trim() || null, reconsiderHint: reconsiderHint.trim() || null },
        },
      });
      notify({ type: 'success', title: 'File declined', description: 'The file left your inbox.' });
      onClose();
      onDeclined();
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Decline this file"
      description="The applicant is told you passed; your reason helps NetFund match better."
      submitLabel="Decline"
      tone="danger"
      submitting={declined.loading}
      submitDisabled={!reasonCode}
      onSubmit={(event) => void submit(event)}
      failure={failure}
    >
      <Stack gap="3">
        <Field.Root required invalid={Boolean(failure?.fieldErrors.reasonCode)}>
          <Field.Label>Reason</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={reasonCode} onChange={(event) => setReasonCode(event.currentTarget.value)}>
              <option value="">Choose a reason</option>
              {(reasons.data?.lenderDeclineReasons ?? []).map((reason) => (
                <option key={reason.code} value={reason.code}>
                  {reason.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{failure?.fieldErrors.reasonCode}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(failure?.fieldErrors.note)}>
          <Field.Label>Note</Field.Label>
          <Textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} />
          <Field.ErrorText>{failure?.fieldErrors.note}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(failure?.fieldErrors.reconsiderHint)}>
          <Field.Label>Would reconsider if…</Field.Label>
          <Input
            value={reconsiderHint}
            onChange={(event) => setReconsiderHint(event.currentTarget.value)}
            maxLength={200}
            placeholder="FICO ≥ 650"
          />
          <Field.ErrorText>{failure?.fieldErrors.reconsiderHint}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}

/** R20 Criteria: the lender's programs, read-only (an admin changes them). */
function CriteriaTab() {
  const query = useMyLenderProgramsQuery({ fetchPolicy: 'cache-and-network' });
  if (!query.data) {
    if (query.error)
      return (
        <ErrorAlert message={loadFailureMessage(query.error, 'Your programs could not be loaded. Please try again.')} />
      );
    return <Skeleton h="24" aria-busy="true" />;
  }
  const programs = query.data.myLenderPrograms;
  if (programs.length === 0)
    return (
      <EmptyState
        title="No programs yet"
        description="NetFund sets up your programs with you; ask your account manager."
      />
    );
  return (
    <Stack gap="3">
      {programs.map((program) => (
        <Card.Root key={program.id} variant="outline">
          <Card.Body py="3" gap="1">
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Text fontWeight="semibold">{program.name}</Text>
              <HStack gap="2">
                {program.version !== null ? <Badge variant="outline">v{program.version}</Badge> : null}
                <StatusChip status={program.status} />
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {productLabel(program.product)}
            </Text>
            {program.description ? <Text fontSize="sm">{program.description}</Text> : null}
          </Card.Body>
        </Card.Root>
      ))}
      <CriteriaChangeRequest programs={programs} />
    </Stack>
  );
}
