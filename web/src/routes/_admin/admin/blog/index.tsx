import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/blog/')({
  component: AdminBlogPage,
});

function AdminBlogPage() {
  return <PlaceholderPage title="Blog" summary="Manage The NetFund Brief." />;
}
