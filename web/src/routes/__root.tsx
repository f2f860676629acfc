import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { NotFound } from '../features/access/components/not-found';
import { AppLayout } from '../features/layout/components/app-layout';
import { RouteError } from '../features/access/components/route-error';
import { PageMetaScope } from '../lib/page-meta';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootComponent() {
  return (
    <PageMetaScope>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </PageMetaScope>
  );
}
