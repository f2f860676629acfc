import { createFileRoute } from '@tanstack/react-router';
import { ApolloBoundary } from '../../../../app/apollo-boundary';
import { CreateApplicationPage } from '../../../../features/staff-application/components/create-application-page';

export const Route = createFileRoute('/_admin/admin/client-management/create-application')({
  component: AdminClientManagementCreateApplicationPage,
});

function AdminClientManagementCreateApplicationPage() {
  return (
    <ApolloBoundary>
      <CreateApplicationPage />
    </ApolloBoundary>
  );
}
