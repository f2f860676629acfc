import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/result/$id')({
  component: ResultIdPage,
});

function ResultIdPage() {
  return (
    <PlaceholderPage
      title="Application Result"
      summary="The outcome of your funding application and what happens next."
    />
  );
}
