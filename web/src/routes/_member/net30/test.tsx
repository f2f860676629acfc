import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreenPage } from '../../../features/backoffice/components/upcoming-screen';

export const Route = createFileRoute('/_member/net30/test')({
  component: Net30TestPage,
});

function Net30TestPage() {
  return <UpcomingScreenPage path="/net30/test" />;
}
