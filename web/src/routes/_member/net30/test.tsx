import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_member/net30/test')({
  component: Net30TestPage,
});

function Net30TestPage() {
  return <PlaceholderPage title="Net30 Test" summary="A test page for the Net30 integration." />;
}
