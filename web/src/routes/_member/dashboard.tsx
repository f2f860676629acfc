import { createFileRoute } from '@tanstack/react-router';
import { CreditBuilderDashboard } from '../../features/netbuilder/components/credit-builder-dashboard';

export const Route = createFileRoute('/_member/dashboard')({
  component: CreditBuilderDashboard,
});
