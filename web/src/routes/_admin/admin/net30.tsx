import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_admin/admin/net30')({
  component: AdminNet30Page,
});

function AdminNet30Page() {
  return <PlaceholderPage title="Net30 Administration" summary="Manage Net30 vendor trade-credit accounts." />;
}
