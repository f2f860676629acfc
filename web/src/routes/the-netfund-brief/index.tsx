import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/the-netfund-brief/')({
  component: TheNetfundBriefPage,
});

function TheNetfundBriefPage() {
  return <PlaceholderPage title="The NetFund Brief" summary="Financial insights for business owners." />;
}
