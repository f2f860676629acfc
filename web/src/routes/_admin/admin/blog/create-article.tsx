import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { CreateArticlePage } from '../../../../features/blog-admin/components/article-editor';

export const Route = createFileRoute('/_admin/admin/blog/create-article')({
  component: AdminBlogCreateArticlePage,
});

/** R16: the editor for a new article. */
function AdminBlogCreateArticlePage() {
  return (
    <ApolloBoundary>
      <CreateArticlePage />
    </ApolloBoundary>
  );
}
