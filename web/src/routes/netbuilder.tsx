import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/netbuilder')({
  component: NetbuilderPage,
});

function NetbuilderPage() {
  return (
    <PlaceholderPage
      title="NetBuilder"
      summary="A monthly credit-building subscription that reports tradeline payments to business credit bureaus."
    />
  );
}
