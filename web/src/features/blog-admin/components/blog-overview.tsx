import { Box, Button, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import {
  useBlogOverviewQuery,
  type ArticleListRowFragment,
  type BlogOverviewQuery,
} from '../api/article-lists.generated';
import { formatDateTime } from '../../applications/lib/format';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { PageHeader } from '../../backoffice/components/page-header';

type Overview = BlogOverviewQuery['blogOverview'];

function HeaderActions() {
  return (
    <>
      <Button asChild size="sm" colorPalette="blue">
        <Link to="/admin/blog/create-article">New article</Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to="/admin/blog/view-articles">View all</Link>
      </Button>
    </>
  );
}

/** R15 `/admin/blog`: counts per status, what is scheduled next, my drafts, the most read articles and SEO warnings. */
export function BlogOverviewPage() {
  const { data, loading, error } = useBlogOverviewQuery({ fetchPolicy: 'cache-and-network' });
  const overview = data?.blogOverview;
  return (
    <Box>
      <PageHeader title="Blog" subtitle="The NetFund Brief at a glance: what is scheduled, what to finish and what to fix." actions={<HeaderActions />} />
      {error && !overview ? (
        <ErrorAlert message={loadErrorMessage(error, 'The blog overview could not be loaded.')} />
      ) : !overview ? (
        loading ? <Text color="fg.muted">Loading…</Text> : null
      ) : (
        <OverviewBody overview={overview} />
      )}
    </Box>
  );
}

function OverviewBody({ overview }: { overview: Overview }) {
  const { counts } = overview;
  const total = counts.draft + counts.scheduled + counts.published + counts.archived;
  if (total === 0) {
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
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <CountCard label="Drafts" count={counts.draft} status="DRAFT" />
        <CountCard label="Scheduled" count={counts.scheduled} status="SCHEDULED" />
        <CountCard label="Published" count={counts.published} status="PUBLISHED" />
        <CountCard label="Archived" count={counts.archived} status="ARCHIVED" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Panel title="Scheduled next" empty="Nothing is scheduled">
          {overview.scheduledNext.map((article) => (
            <ArticleRow key={article.id} article={article} detail={`${article.publishAt ? formatDateTime(article.publishAt) : '—'} · ${article.authorName}`} />
          ))}
        </Panel>
        <Panel title="Continue editing" empty="You have no drafts">
          {overview.myDrafts.map((article) => (
            <ArticleRow key={article.id} article={article} detail={`Updated ${formatDateTime(article.updatedAt)}`} />
          ))}
        </Panel>
        <Panel title="Top articles (30 days)" empty="No views in the last 30 days">
          {overview.topArticles.map((article) => (
            <ArticleRow key={article.id} article={article} detail={`${article.views30d.toLocaleString('en-US')} view${article.views30d === 1 ? '' : 's'}`} />
          ))}
        </Panel>
        <Panel title="SEO warnings" empty="No SEO warnings">
          {overview.seoWarnings.map((warning) => (
            <RowLink key={`${warning.articleId}-${warning.warning}`} id={warning.articleId} title={warning.title} detail={warning.warning} tone="fg.warning" />
          ))}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}

function CountCard({ label, count, status }: { label: string; count: number; status: string }) {
  return (
    <Link to="/admin/blog/view-articles" search={{ status } as never} aria-label={`${label}: ${count}`}>
      <KpiCard label={label} value={count.toLocaleString('en-US')} />
    </Link>
  );
}

function Panel({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="lg" p="4" minW="0">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
          {children}
        </chakra.ul>
      )}
    </Box>
  );
}

function ArticleRow({ article, detail }: { article: ArticleListRowFragment; detail: string }) {
  return <RowLink id={String(article.id)} title={article.title || 'Untitled'} detail={detail} />;
}

/** One row of a panel: the title opens the editor; the detail line under it. */
function RowLink({ id, title, detail, tone = 'fg.muted' }: { id: string; title: string; detail: string; tone?: string }) {
  return (
    <chakra.li minW="0">
      <Link to="/admin/blog/edit/$id" params={{ id }}>
        <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium" overflowWrap="anywhere">
          {title}
        </chakra.span>
      </Link>
      <Text fontSize="sm" color={tone}>
        {detail}
      </Text>
    </chakra.li>
  );
}
