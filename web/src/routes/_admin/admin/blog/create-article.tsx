import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/blog/create-article')({
  component: AdminBlogCreateArticlePage,
});

function AdminBlogCreateArticlePage() {
  return <UpcomingScreenPage path="/admin/blog/create-article" />;
}
