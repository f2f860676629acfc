import { useNavigate } from '@tanstack/react-router';
import type { Net30AdminSearch } from '../lib/search';

/** Changes `/admin/net30`'s query string (a filter change goes back to page 1), keeping the tab. */
export function useNet30Search() {
  const navigate = useNavigate();
  return (change: Partial<Net30AdminSearch>) =>
    void navigate({
      to: '/admin/net30',
      search: ((previous: Net30AdminSearch) => ({ ...previous, page: undefined, ...change })) as never,
    });
}
