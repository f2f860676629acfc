import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/blog/view-articles')({
  component: AdminBlogViewArticlesPage,
});

function AdminBlogViewArticlesPage() {
  return <UpcomingScreenPage path="/admin/blog/view-articles" />;
}
