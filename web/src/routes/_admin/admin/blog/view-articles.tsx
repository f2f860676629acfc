import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { ArticleListPage } from '../../../../features/blog-admin/components/article-list';
import { validateArticleListSearch } from '../../../../features/blog-admin/lib/article-list-search';

export const Route = createFileRoute('/_admin/admin/blog/view-articles')({
  validateSearch: validateArticleListSearch,
  component: AdminBlogViewArticlesPage,
});

function AdminBlogViewArticlesPage() {
  return (
    <ApolloBoundary>
      <ArticleListPage search={Route.useSearch()} />
    </ApolloBoundary>
  );
}
