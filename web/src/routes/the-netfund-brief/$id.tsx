import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/the-netfund-brief/$id')({
  component: TheNetfundBriefIdPage,
});

function TheNetfundBriefIdPage() {
  return (
    <PlaceholderPage title="The NetFund Brief" summary="An article from our financial insights for business owners." />
  );
}
