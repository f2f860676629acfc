import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_admin/admin/blog/edit/$id')({
  component: AdminBlogEditIdPage,
});

function AdminBlogEditIdPage() {
  return <UpcomingScreenPage path="/admin/blog/edit/$id" />;
}
