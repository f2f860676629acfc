import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/blog/edit/$id')({
  component: AdminBlogEditIdPage,
});

function AdminBlogEditIdPage() {
  return <PlaceholderPage title="Edit Article" summary="Edit an article of The NetFund Brief." />;
}
