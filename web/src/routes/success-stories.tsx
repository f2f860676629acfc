import { createFileRoute } from '@tanstack/react-router';
import { SuccessStoriesPage } from '../features/marketing/components/resource-pages';

export const Route = createFileRoute('/success-stories')({
  component: SuccessStoriesPage,
});
