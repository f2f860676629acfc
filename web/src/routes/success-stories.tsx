import { createFileRoute } from '@tanstack/react-router';
import { SuccessStoriesPage } from '../features/marketing/components/resource-pages';

export const Route = createFileRoute('/success-stories')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: SuccessStoriesPage,
});
