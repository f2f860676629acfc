import { createFileRoute } from '@tanstack/react-router';
import { CreateArticlePage } from '../../../../features/blog-admin/components/article-editor';

export const Route = createFileRoute('/_admin/admin/blog/create-article')({
  component: CreateArticlePage,
});
