import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/marketing/components/home-page';

export const Route = createFileRoute('/')({
  // Content: served as HTML, never hydrated (entry-server.tsx).
  staticData: { delivery: 'static' },
  component: HomePage,
});
