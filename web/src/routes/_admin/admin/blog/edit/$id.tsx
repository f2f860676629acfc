import { createFileRoute } from '@tanstack/react-router';
import { EditArticlePage } from '../../../../../features/blog-admin/components/article-editor';

export const Route = createFileRoute('/_admin/admin/blog/edit/$id')({
  component: AdminBlogEditIdPage,
});

function AdminBlogEditIdPage() {
  const { id } = Route.useParams();
  return <EditArticlePage id={id} />;
}
