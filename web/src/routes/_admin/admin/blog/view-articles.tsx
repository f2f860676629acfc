import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/blog/view-articles')({
  component: AdminBlogViewArticlesPage,
});

function AdminBlogViewArticlesPage() {
  return <PlaceholderPage title="View Articles" summary="Browse all articles of The NetFund Brief." />;
}
