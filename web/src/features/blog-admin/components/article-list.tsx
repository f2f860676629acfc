import { Box, Button, chakra, Checkbox, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import type { ArticleStatus } from '../../../generated/graphql';
import {
  useArticleListArchiveMutation,
  useArticleListAuthorsQuery,
  useArticleListBulkArchiveMutation,
  useArticleListBulkUnscheduleMutation,
  useArticleListDuplicateMutation,
  useArticleListQuery,
  type ArticleListRowFragment,
} from '../api/article-lists.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { formatDate, formatDateTime } from '../../applications/lib/format';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { DataTable, type DataTableColumn } from '../../backoffice/components/data-table';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect, ListSearchForm } from '../../backoffice/components/list-filters';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { hasArticleFilters, type ArticleListSearch } from '../lib/article-list-search';

/** R18 pages hold 25 rows unless the link asks for 10, 50 or 100 (§0). */
export const ARTICLE_PAGE_SIZE = 25;

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { DRAFT: 'Draft', SCHEDULED: 'Scheduled', PUBLISHED: 'Published', ARCHIVED: 'Archived' };
const STATUS_OPTIONS = (Object.keys(ARTICLE_STATUS_LABELS) as ArticleStatus[]).map((value) => ({ value, label: ARTICLE_STATUS_LABELS[value] }));

/** "No scheduled articles": the empty state of one status (R18). */
const EMPTY_BY_STATUS: Record<ArticleStatus, string> = {
  DRAFT: 'No draft articles',
  SCHEDULED: 'No scheduled articles',
  PUBLISHED: 'No published articles',
  ARCHIVED: 'No archived articles',
};

const NO_FILTERS: Partial<ArticleListSearch> = { status: undefined, tag: undefined, author: undefined, q: undefined, page: undefined };
const LIST_QUERIES = ['ArticleList', 'BlogOverview'];

function useSearchNavigation() {
  const navigate = useNavigate();
  return (change: Partial<ArticleListSearch>) =>
    void navigate({
      to: '/admin/blog/view-articles',
      search: ((previous: ArticleListSearch) => ({ ...previous, page: undefined, ...change })) as never,
    });
}

/** The published or planned time a row shows, with what it is. */
function timeCell(row: ArticleListRowFragment) {
  if (row.status === 'SCHEDULED' && row.publishAt) return <Text as="span">Scheduled {formatDateTime(row.publishAt)}</Text>;
  if (row.publishedAt && row.status !== 'DRAFT') return formatDateTime(row.publishedAt);
  return <Text as="span" color="fg.muted">—</Text>;
}

/** R18 `/admin/blog/view-articles`: every article, filtered and searched in the link, 25 a page, with row and bulk actions. */
export function ArticleListPage({ search }: { search: ArticleListSearch }) {
  const setSearch = useSearchNavigation();
  const page = Number(search.page ?? 1);
  const pageSize = Number(search.pageSize ?? ARTICLE_PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useArticleListQuery({
    variables: {
      filter: { status: search.status ?? null, tag: search.tag ?? null, authorId: search.author ?? null, search: search.q ?? null },
      page,
      pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.adminArticles;
  const rows = list?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const visibleSelected = rows.filter((row) => selected.has(String(row.id)));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: DataTableColumn<ArticleListRowFragment>[] = [
    {
      key: 'select',
      header: 'Select',
      cell: (row) => (
        <Checkbox.Root size="sm" checked={selected.has(String(row.id))} onCheckedChange={(details) => toggle(String(row.id), details.checked === true)}>
          <Checkbox.HiddenInput aria-label={`Select ${row.title}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    {
      key: 'title',
      header: 'Title',
      wrap: true,
      cell: (row) => (
        <Link to="/admin/blog/edit/$id" params={{ id: String(row.id) }}>
          <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
            {row.title || 'Untitled'}
          </chakra.span>
        </Link>
      ),
    },
    { key: 'status', header: 'Status', cell: (row) => <StatusChip status={row.status.toLowerCase()} label={ARTICLE_STATUS_LABELS[row.status]} /> },
    // The row actions next to the status they change, so they stay on screen when the table scrolls sideways.
    { key: 'actions', header: 'Actions', cell: (row) => <ArticleRowActions article={row} onReload={() => void refetch()} /> },
    { key: 'author', header: 'Author', cell: (row) => row.authorName },
    {
      key: 'tags',
      header: 'Tags',
      wrap: true,
      cell: (row) =>
        row.tags.length === 0 ? (
          <Text as="span" color="fg.muted">—</Text>
        ) : (
          <Wrap gap="1">
            {row.tags.map((tag) => (
              <chakra.button key={tag} type="button" fontSize="xs" px="1.5" py="0.5" rounded="sm" bg="bg.muted" cursor="pointer" _hover={{ bg: 'bg.emphasized' }} onClick={() => setSearch({ tag })} aria-label={`Filter by tag ${tag}`}>
                {tag}
              </chakra.button>
            ))}
          </Wrap>
        ),
    },
    { key: 'when', header: 'Published / scheduled', cell: timeCell },
    { key: 'updated', header: 'Updated', cell: (row) => formatDate(row.updatedAt) },
    { key: 'views', header: 'Views (30 d)', align: 'end', cell: (row) => row.views30d.toLocaleString('en-US') },
    { key: 'seo', header: 'SEO score', align: 'end', cell: (row) => `${row.seoScore}/5` },
  ];

  return (
    <Box>
      <PageHeader
        title="Articles"
        subtitle="Every article of the brief. Filter by status, tag or author; search titles and bodies."
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/admin/blog/create-article">New article</Link>
          </Button>
        }
      />
      <Stack gap="4">
        <Filters search={search} />
        <BulkBar
          rows={rows}
          selected={visibleSelected}
          onSelectAll={(on) => setSelected(on ? new Set(rows.map((row) => String(row.id))) : new Set())}
          onDone={() => setSelected(new Set())}
        />
        {error && !list ? (
          <ErrorAlert message={loadErrorMessage(error, 'The articles could not be loaded.')} />
        ) : (
          <DataTable
            caption="Articles"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            totalCount={list?.total ?? 0}
            list={{ page, pageSize, offset: (page - 1) * pageSize, sort: undefined }}
            loading={loading && !list}
            refreshing={loading && Boolean(list)}
            empty={<NoResults search={search} />}
          />
        )}
      </Stack>
    </Box>
  );
}

function NoResults({ search }: { search: ArticleListSearch }) {
  const setSearch = useSearchNavigation();
  if (!hasArticleFilters(search)) {
    return (
      <EmptyState
        title="No articles yet — write the first brief"
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/admin/blog/create-article">New article</Link>
          </Button>
        }
      />
    );
  }
  const onlyStatus = search.status && !search.tag && !search.author && !search.q;
  return (
    <EmptyState
      title={onlyStatus ? EMPTY_BY_STATUS[search.status!] : 'No articles match these filters'}
      actions={
        <Button size="sm" variant="outline" onClick={() => setSearch(NO_FILTERS)}>
          Clear filters
        </Button>
      }
    />
  );
}

function Filters({ search }: { search: ArticleListSearch }) {
  const setSearch = useSearchNavigation();
  const authors = useArticleListAuthorsQuery({ fetchPolicy: 'cache-first' }).data?.staffMembers ?? [];
  const authorOptions = authors.map((author) => ({ value: String(author.id), label: author.displayName }));
  if (search.author && !authorOptions.some((option) => option.value === search.author)) authorOptions.push({ value: search.author, label: `Author #${search.author}` });
  return (
    <Stack gap="3">
      <ListSearchForm value={search.q} placeholder="Title or body" onSearch={(q) => setSearch({ q })} />
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <FilterSelect label="Status" value={search.status} options={STATUS_OPTIONS} onChange={(status) => setSearch({ status: status as ArticleStatus | undefined })} />
        <FilterSelect label="Author" value={search.author} options={authorOptions} onChange={(author) => setSearch({ author })} />
        {search.tag ? (
          <HStack gap="1" alignSelf="flex-end" bg="bg.muted" rounded="md" ps="2" h="8" fontSize="sm">
            <Text>
              Tag: <strong>{search.tag}</strong>
            </Text>
            <IconButton size="xs" variant="ghost" aria-label={`Remove tag filter ${search.tag}`} onClick={() => setSearch({ tag: undefined })}>
              ×
            </IconButton>
          </HStack>
        ) : null}
        {hasArticleFilters(search) ? (
          <Button size="sm" variant="ghost" onClick={() => setSearch(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

const plural = (count: number) => `${count} article${count === 1 ? '' : 's'}`;

/** Select all on the page, and the bulk actions on the selected rows (each answered with a toast and the count). */
function BulkBar({ rows, selected, onSelectAll, onDone }: { rows: readonly ArticleListRowFragment[]; selected: readonly ArticleListRowFragment[]; onSelectAll(on: boolean): void; onDone(): void }) {
  const [bulkArchive, archiving] = useArticleListBulkArchiveMutation({ refetchQueries: LIST_QUERIES, awaitRefetchQueries: true });
  const [bulkUnschedule, unscheduling] = useArticleListBulkUnscheduleMutation({ refetchQueries: LIST_QUERIES, awaitRefetchQueries: true });
  if (rows.length === 0) return null;
  const ids = selected.map((row) => String(row.id));
  const all = selected.length === rows.length;

  async function run(kind: 'archive' | 'unschedule') {
    try {
      if (kind === 'archive') {
        const { data } = await bulkArchive({ variables: { ids } });
        const count = data?.bulkArchiveArticles ?? 0;
        notify({ type: 'success', title: `${plural(count)} archived`, description: 'Archived articles left the public brief.' });
      } else {
        const { data } = await bulkUnschedule({ variables: { ids } });
        const count = data?.bulkUnscheduleArticles ?? 0;
        notify({ type: 'success', title: `${plural(count)} unscheduled`, description: 'They are drafts again.' });
      }
      onDone();
    } catch (error) {
      notify({ type: 'error', title: kind === 'archive' ? 'Bulk archive failed' : 'Bulk unschedule failed', description: mutationFailure(error).message });
    }
  }

  return (
    <HStack gap="3" flexWrap="wrap" minH="8" fontSize="sm">
      <Checkbox.Root size="sm" checked={all ? true : selected.length > 0 ? 'indeterminate' : false} onCheckedChange={(details) => onSelectAll(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Select all on this page</Checkbox.Label>
      </Checkbox.Root>
      {selected.length > 0 ? (
        <>
          <Text color="fg.muted">{selected.length} selected</Text>
          <Button size="xs" variant="outline" loading={archiving.loading} onClick={() => void run('archive')}>
            Archive selected
          </Button>
          <Button size="xs" variant="outline" loading={unscheduling.loading} onClick={() => void run('unschedule')}>
            Unschedule selected
          </Button>
        </>
      ) : null}
    </HStack>
  );
}

/** Edit, view public (published only), duplicate (then its editor), archive (confirmed, with the row's version). */
function ArticleRowActions({ article, onReload }: { article: ArticleListRowFragment; onReload(): void }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [duplicate, duplicating] = useArticleListDuplicateMutation({ refetchQueries: LIST_QUERIES });
  const [archive, archiving] = useArticleListArchiveMutation({ refetchQueries: LIST_QUERIES });
  const title = article.title || 'Untitled';

  async function runDuplicate() {
    try {
      const { data } = await duplicate({ variables: { id: String(article.id) } });
      if (!data) return;
      notify({ type: 'success', title: 'Article duplicated', description: `"${data.duplicateArticle.title}" is a new draft.` });
      void navigate({ to: '/admin/blog/edit/$id', params: { id: String(data.duplicateArticle.id) } });
    } catch (error) {
      notify({ type: 'error', title: 'Duplicate failed', description: mutationFailure(error).message });
    }
  }

  async function runArchive() {
    setFailure(null);
    try {
      await archive({ variables: { id: String(article.id), expectedVersion: article.version } });
      notify({ type: 'success', title: 'Article archived', description: `"${title}" left the public brief.` });
      setConfirming(false);
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  }

  return (
    <>
      <HStack gap="1" flexWrap="nowrap">
        <Button asChild size="xs" variant="outline">
          <Link to="/admin/blog/edit/$id" params={{ id: String(article.id) }} aria-label={`Edit ${title}`}>
            Edit
          </Link>
        </Button>
        {article.status === 'PUBLISHED' ? (
          <Button asChild size="xs" variant="ghost">
            <a href={`/the-netfund-brief/${article.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${title} on the brief`}>
              View
            </a>
          </Button>
        ) : null}
        <Button size="xs" variant="ghost" loading={duplicating.loading} aria-label={`Duplicate ${title}`} onClick={() => void runDuplicate()}>
          Duplicate
        </Button>
        {article.status !== 'ARCHIVED' ? (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Archive ${title}`} onClick={() => setConfirming(true)}>
            Archive
          </Button>
        ) : null}
      </HStack>
      {confirming ? (
        <ActionDialog
          open
          onClose={() => setConfirming(false)}
          title={`Archive "${title}"?`}
          description="It leaves the public brief at once. You can restore it later as a draft."
          submitLabel="Archive article"
          tone="danger"
          submitting={archiving.loading}
          failure={failure}
          onReload={() => {
            setConfirming(false);
            onReload();
          }}
          onSubmit={(event) => {
            event.preventDefault();
            void runArchive();
          }}
        />
      ) : null}
    </>
  );
}
