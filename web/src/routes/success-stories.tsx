import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/success-stories')({
  component: SuccessStoriesPage,
});

function SuccessStoriesPage() {
  return <PlaceholderPage title="Success Stories" summary="How businesses like yours grew with NetFund funding." />;
}
