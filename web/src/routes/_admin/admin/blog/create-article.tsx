import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/blog/create-article')({
  component: AdminBlogCreateArticlePage,
});

function AdminBlogCreateArticlePage() {
  return <PlaceholderPage title="Create Article" summary="Write a new article for The NetFund Brief." />;
}
