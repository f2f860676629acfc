import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { BlogOverviewPage } from '../../../../features/blog-admin/components/blog-overview';

export const Route = createFileRoute('/_admin/admin/blog/')({
  component: AdminBlogPage,
});

function AdminBlogPage() {
  return (
    <ApolloBoundary>
      <BlogOverviewPage />
    </ApolloBoundary>
  );
}
