import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/blog/')({
  component: AdminBlogPage,
});

function AdminBlogPage() {
  return <UpcomingScreenPage path="/admin/blog" />;
}
