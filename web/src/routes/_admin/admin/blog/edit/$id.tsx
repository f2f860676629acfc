import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../../app/apollo-boundary';
import { EditArticlePage } from '../../../../../features/blog-admin/components/article-editor';

export const Route = createFileRoute('/_admin/admin/blog/edit/$id')({
  component: AdminBlogEditIdPage,
});

/** R17: the editor for an existing article. */
function AdminBlogEditIdPage() {
  const { id } = Route.useParams();
  return (
    <ApolloBoundary>
      <EditArticlePage key={id} id={id} />
    </ApolloBoundary>
  );
}
