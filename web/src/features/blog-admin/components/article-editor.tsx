import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  Link,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useArchiveArticleMutation,
  useArticleEditorQuery,
  useArticlePreviewLinkMutation,
  useArticleRevisionsQuery,
  useCreateArticleMutation,
  useDeleteArticleMutation,
  usePublishArticleMutation,
  useRestoreArticleMutation,
  useRestoreArticleRevisionMutation,
  useScheduleArticleMutation,
  useUnpublishArticleMutation,
  useUnscheduleArticleMutation,
  useUpdateArticleMutation,
  type ArticleEditorFieldsFragment,
} from '../api/article-editor.generated';
import { loadFailureMessage, mutationFailure } from '../../application-workspace/lib/workspace';
import { Markdown } from '../../brief/components/markdown';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import {
  ARTICLE_FIELDS,
  articleConflict,
  articleFormSchema,
  articleFormValues,
  articleInput,
  clearDrafts,
  EMPTY_ARTICLE,
  formatDate,
  formatDateTime,
  formatTime,
  instantToPlatformLocal,
  platformLocalToInstant,
  readDraft,
  scheduleProblem,
  slugify,
  writeDraft,
  type ArticleConflict,
  type ArticleFormValues,
} from '../lib/article-form';
import { uploadArticleImage } from '../lib/upload-cover';

export const AUTOSAVE_MS = 10_000;

/** R17: loads the article, then the editor; a new version from elsewhere (Reload) starts the form over. */
export function EditArticlePage({ id }: { id: string }) {
  const { data, error, refetch } = useArticleEditorQuery({
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const article = data?.adminArticle;
  if (error && !article)
    return <ErrorAlert message={loadFailureMessage(error, 'The article could not be loaded. Please try again.')} />;
  if (!article) return <Skeleton h="96" aria-busy="true" aria-label="Loading the article" />;
  return (
    <ArticleEditor
      key={article.id}
      article={article}
      reload={async () => (await refetch()).data?.adminArticle ?? null}
    />
  );
}

/** R16: a new article. */
export function CreateArticlePage() {
  return <ArticleEditor article={null} reload={async () => null} />;
}

interface EditorProps {
  article: ArticleEditorFieldsFragment | null;
  reload(): Promise<ArticleEditorFieldsFragment | null | undefined>;
}

type Action =
  | 'save'
  | 'publish'
  | 'schedule'
  | 'unpublish'
  | 'unschedule'
  | 'archive'
  | 'restore'
  | 'delete'
  | 'revision'
  | 'preview';

/** R16/R17 editor: fields, live preview (the public page's renderer), actions, 409 banner, local copy, autosave. */
export function ArticleEditor({ article: initial, reload }: EditorProps) {
  const navigate = useNavigate();
  const [article, setArticle] = useState<ArticleEditorFieldsFragment | null>(initial);
  const storageId = article?.id ?? 'new';
  const versionRef = useRef(initial?.version ?? 0);
  const form = useForm<ArticleFormValues>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: initial ? articleFormValues(initial) : EMPTY_ARTICLE,
  });
  const [slugEdited, setSlugEdited] = useState(Boolean(initial));
  const [conflict, setConflict] = useState<ArticleConflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [scheduleAt, setScheduleAt] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saving = useRef(false);

  const [create] = useCreateArticleMutation();
  const [update] = useUpdateArticleMutation();
  const [publish] = usePublishArticleMutation();
  const [schedule] = useScheduleArticleMutation();
  const [unpublish] = useUnpublishArticleMutation();
  const [unschedule] = useUnscheduleArticleMutation();
  const [archive] = useArchiveArticleMutation();
  const [restore] = useRestoreArticleMutation();
  const [remove] = useDeleteArticleMutation();
  const [restoreRevision] = useRestoreArticleRevisionMutation();
  const [previewLink] = useArticlePreviewLinkMutation();

  const title = useWatch({ control: form.control, name: 'title' });
  const body = useWatch({ control: form.control, name: 'body' });
  const coverImageUrl = useWatch({ control: form.control, name: 'coverImageUrl' });

  // Restore unsaved text kept from before a reload of the tab.
  useEffect(() => {
    const draft = readDraft(storageId, versionRef.current);
    if (!draft) return;
    const current = form.getValues();
    if (draft.title === current.title && draft.body === current.body) return;
    form.setValue('title', draft.title, { shouldDirty: true });
    form.setValue('body', draft.body, { shouldDirty: true });
    setRestored(true);
  }, []);

  // Keep the unsaved title and body in local storage until saved.
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (dirty) writeDraft(storageId, versionRef.current, { title, body });
  }, [dirty, title, body, storageId]);

  // The slug follows the title until edited.
  useEffect(() => {
    if (!slugEdited) form.setValue('slug', slugify(title));
  }, [title, slugEdited, form]);

  const accept = useCallback(
    (saved: ArticleEditorFieldsFragment, sent?: ArticleFormValues) => {
      versionRef.current = saved.version;
      setArticle(saved);
      const values = articleFormValues(saved);
      // What was typed while the save was under way stays (and stays dirty).
      if (sent) form.reset(values, { keepValues: true });
      else form.reset(values);
      if (sent) {
        const current = form.getValues();
        for (const key of [
          'title',
          'body',
          'slug',
          'excerpt',
          'tags',
          'category',
          'coverAlt',
          'metaTitle',
          'metaDescription',
          'canonicalUrl',
        ] as const) {
          if (current[key] !== sent[key]) form.setValue(key, current[key], { shouldDirty: true });
        }
      }
      if (!form.formState.isDirty) clearDrafts(saved.id);
      if (sent && JSON.stringify(form.getValues()) === JSON.stringify(values)) clearDrafts(saved.id);
    },
    [form],
  );

  /** Runs `step` after any save under way (never two in flight); a 409 shows the banner and keeps the text. */
  const serialized = useCallback(
    <T,>(step: () => Promise<T>): Promise<T | null> => {
      const run = chain.current.then(async () => {
        saving.current = true;
        try {
          return await step();
        } catch (error) {
          const stale = articleConflict(error);
          if (stale) setConflict(stale);
          else {
            const found = mutationFailure(error);
            const entries = Object.entries(found.fieldErrors);
            for (const [field, message] of entries)
              if ((ARTICLE_FIELDS as readonly string[]).includes(field))
                form.setError(field as (typeof ARTICLE_FIELDS)[number], { type: 'server', message });
            setFailure(found.message);
          }
          return null;
        } finally {
          saving.current = false;
        }
      });
      chain.current = run;
      return run;
    },
    [form],
  );

  /** Saves the form (creating the article the first time); resolves with the saved article, or null. */
  const saveValues = useCallback(
    (autosave: boolean) =>
      serialized(async () => {
        const values = form.getValues();
        if (!article) {
          const { data } = await create({ variables: { input: articleInput(values) } });
          const created = data!.createArticle;
          clearDrafts('new');
          accept(created, values);
          setSavedAt(new Date());
          return created;
        }
        const { data } = await update({
          variables: { id: article.id, expectedVersion: versionRef.current, input: articleInput(values), autosave },
        });
        accept(data!.updateArticle, values);
        setSavedAt(new Date());
        return data!.updateArticle;
      }),
    [serialized, form, article, create, update, accept],
  );

  // Autosave every 10 s while dirty (an existing article; a new one is created by its first save).
  const autosaveRef = useRef<() => void>(() => undefined);
  autosaveRef.current = () => {
    if (!article || conflict || saving.current || !form.formState.isDirty) return;
    void form.trigger().then((valid) => (valid && !saving.current ? saveValues(true) : null));
  };
  useEffect(() => {
    const timer = setInterval(() => autosaveRef.current(), AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, []);

  async function run(action: Action, step: () => Promise<unknown>) {
    setFailure(null);
    setBusy(action);
    try {
      await step();
    } finally {
      setBusy(null);
    }
  }

  /** Saves if needed (validated), then resolves with the article to act on. */
  async function savedArticle(): Promise<ArticleEditorFieldsFragment | null> {
    if (article && !form.formState.isDirty) return article;
    const valid = await form.trigger();
    if (!valid) return null;
    return saveValues(false);
  }

  const goToSaved = (saved: ArticleEditorFieldsFragment) => {
    if (!initial) void navigate({ to: '/admin/blog/edit/$id', params: { id: saved.id } });
  };

  const onSaveDraft = () =>
    run('save', async () => {
      const valid = await form.trigger();
      if (!valid) return;
      const saved = await saveValues(false);
      if (saved) {
        notify({
          type: 'success',
          title: 'Draft saved',
          description: 'Only editors can see it until it is published.',
        });
        goToSaved(saved);
      }
    });

  const transition = (
    action: Action,
    mutate: (target: ArticleEditorFieldsFragment) => Promise<ArticleEditorFieldsFragment | undefined>,
    done: string,
    saveFirst = false,
  ) =>
    run(action, async () => {
      const target = saveFirst ? await savedArticle() : article;
      if (!target) return;
      const result = await serialized(async () => {
        const next = await mutate(target);
        if (next) accept(next);
        return next;
      });
      if (result) {
        notify({ type: 'success', title: done, description: 'The brief follows at once.' });
        goToSaved(result);
      }
    });

  const onPublish = () =>
    transition(
      'publish',
      async (target) =>
        (await publish({ variables: { id: target.id, expectedVersion: versionRef.current } })).data?.publishArticle,
      'Article published',
      true,
    );

  const onSchedule = () => {
    const when = platformLocalToInstant(scheduleAt);
    const problem = scheduleProblem(when);
    setScheduleError(problem);
    if (problem || !when) return;
    void transition(
      'schedule',
      async (target) =>
        (
          await schedule({
            variables: { id: target.id, expectedVersion: versionRef.current, publishAt: when.toISOString() },
          })
        ).data?.scheduleArticle,
      'Article scheduled',
      true,
    );
  };

  const simple = (
    action: Action,
    mutate: typeof unpublish | typeof unschedule | typeof archive | typeof restore,
    key: 'unpublishArticle' | 'unscheduleArticle' | 'archiveArticle' | 'restoreArticle',
    done: string,
  ) =>
    transition(
      action,
      async (target) => {
        const { data } = await mutate({ variables: { id: target.id, expectedVersion: versionRef.current } });
        return (data as Record<string, ArticleEditorFieldsFragment> | undefined)?.[key];
      },
      done,
    );

  const onDelete = () =>
    run('delete', async () => {
      if (!article) return;
      setConfirmDelete(false);
      const ok = await serialized(async () => (await remove({ variables: { id: article.id } })).data?.deleteArticle);
      if (ok) {
        clearDrafts(article.id);
        notify({ type: 'success', title: 'Article deleted', description: 'The draft and its revisions are gone.' });
        void navigate({ to: '/admin/blog' });
      }
    });

  const onPreview = () =>
    run('preview', async () => {
      // Open the tab now (a click's gesture), point it at the signed link when it arrives.
      const tab = window.open('', '_blank');
      const target = await savedArticle();
      if (!target) {
        tab?.close();
        return;
      }
      const link = await serialized(
        async () => (await previewLink({ variables: { id: target.id } })).data?.articlePreviewLink,
      );
      if (link && tab) tab.location.href = link;
      else if (link) window.open(link, '_blank', 'noopener');
      else tab?.close();
      goToSaved(target);
    });

  const onRestoreRevision = (revisionId: string) =>
    transition(
      'revision',
      async (target) =>
        (
          await restoreRevision({
            variables: { articleId: target.id, revisionId, expectedVersion: versionRef.current },
          })
        ).data?.restoreArticleRevision,
      'Revision restored',
    );

  const onCopy = async () => {
    const values = form.getValues();
    try {
      await navigator.clipboard.writeText(`${values.title}\n\n${values.body}`);
      notify({ type: 'success', title: 'Your changes are copied', description: 'Paste them back after the reload.' });
    } catch {
      notify({ type: 'error', title: 'Copying failed', description: 'Select the text and copy it by hand.' });
    }
  };

  const onReload = async () => {
    const fresh = await reload();
    if (!fresh) return;
    clearDrafts(fresh.id);
    versionRef.current = fresh.version;
    setArticle(fresh);
    form.reset(articleFormValues(fresh));
    setConflict(null);
    setFailure(null);
    setRestored(false);
  };

  const status = article?.status ?? 'DRAFT';

  return (
    <Stack gap="4" as="section" aria-label="Article editor">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          {article ? 'Edit article' : 'New article'}
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          {savedAt ? <Text fontSize="sm" color="fg.muted">{`Saved ${formatTime(savedAt)}`}</Text> : null}
          {article?.status === 'PUBLISHED' ? (
            <Link
              href={`/the-netfund-brief/${article.slug}`}
              target="_blank"
              rel="noopener"
              fontSize="sm"
              color="blue.300"
            >
              View public page
            </Link>
          ) : null}
        </HStack>
      </HStack>
      {article ? <StatusBanner article={article} /> : null}
      {conflict ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {`${conflict.changedBy} changed this article at ${conflict.changedAt ? formatTime(conflict.changedAt) : 'just now'}. Your text is safe: Copy my changes, then Reload.`}
            </Alert.Description>
            <HStack mt="2" gap="2">
              <Button size="xs" variant="outline" onClick={() => void onCopy()}>
                Copy my changes
              </Button>
              <Button size="xs" variant="outline" onClick={() => void onReload()}>
                Reload
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {failure ? <ErrorAlert message={failure} /> : null}
      {restored ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>Restored your unsaved changes</Alert.Description>
        </Alert.Root>
      ) : null}

      <chakra.form
        noValidate
        aria-label="Article"
        onSubmit={(event) => {
          event.preventDefault();
          void onSaveDraft();
        }}
      >
        <Stack gap="4">
          <TextField form={form} name="title" label="Title" required />
          <Field.Root invalid={Boolean(form.formState.errors.slug)}>
            <Field.Label>URL slug</Field.Label>
            <Input
              {...form.register('slug', { onChange: () => setSlugEdited(true) })}
              placeholder="made-from-the-title"
            />
            {form.formState.errors.slug ? (
              <Field.ErrorText>{form.formState.errors.slug.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{`/the-netfund-brief/${form.getValues('slug') || '…'}`}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(form.formState.errors.excerpt)}>
            <Field.Label>Excerpt</Field.Label>
            <Textarea rows={2} {...form.register('excerpt')} />
            {form.formState.errors.excerpt ? (
              <Field.ErrorText>{form.formState.errors.excerpt.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>At most 300 characters; shown on the brief.</Field.HelperText>
            )}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              form={form}
              name="tags"
              label="Tags"
              helper="Comma-separated; at most 10, each 2–30 characters."
            />
            <TextField form={form} name="category" label="Category" />
          </SimpleGrid>

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <Field.Root invalid={Boolean(form.formState.errors.body)} minW="0">
              <Field.Label>Body (Markdown)</Field.Label>
              <Textarea rows={18} fontFamily="mono" fontSize="sm" {...form.register('body')} />
              {form.formState.errors.body ? (
                <Field.ErrorText>{form.formState.errors.body.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>Markdown with GFM tables; raw HTML is not rendered.</Field.HelperText>
              )}
            </Field.Root>
            <Box minW="0" as="section" aria-label="Preview">
              <Text fontWeight="medium" fontSize="sm" mb="1.5">
                Preview
              </Text>
              <Box borderWidth="1px" borderRadius="md" p="4" minH="72" maxH="xl" overflowY="auto" overflowX="auto">
                {title ? (
                  <Heading as="h2" size="lg" mb="3">
                    {title}
                  </Heading>
                ) : null}
                <Markdown source={body} />
              </Box>
            </Box>
          </SimpleGrid>

          <CoverField form={form} coverImageUrl={coverImageUrl} />

          <Section title="SEO">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                form={form}
                name="metaTitle"
                label="Meta title"
                helper="Advice: 30–60 characters (the title when empty)."
              />
              <TextField
                form={form}
                name="canonicalUrl"
                label="Canonical URL"
                helper="https:// only; empty: the article's own address."
              />
            </SimpleGrid>
            <Field.Root invalid={Boolean(form.formState.errors.metaDescription)}>
              <Field.Label>Meta description</Field.Label>
              <Textarea rows={2} {...form.register('metaDescription')} />
              {form.formState.errors.metaDescription ? (
                <Field.ErrorText>{form.formState.errors.metaDescription.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>Advice: 70–160 characters.</Field.HelperText>
              )}
            </Field.Root>
            <Controller
              control={form.control}
              name="noindex"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>Hide from search engines (noindex)</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            {article ? (
              <Box aria-label="SEO score" as="section">
                <Text fontWeight="medium">{`SEO score ${article.seoScore}/5`}</Text>
                {article.seoAdvice.length > 0 ? (
                  <chakra.ul ps="5" listStyleType="disc" fontSize="sm" color="fg.muted">
                    {article.seoAdvice.map((advice) => (
                      <li key={advice}>{advice}</li>
                    ))}
                  </chakra.ul>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    Nothing to improve.
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  Advice only, as of the last save; it never blocks publishing.
                </Text>
              </Box>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                The SEO score shows after the first save.
              </Text>
            )}
          </Section>

          <Section title="Publishing">
            <HStack gap="2" flexWrap="wrap">
              <Button type="submit" colorPalette="blue" loading={busy === 'save'} disabled={Boolean(conflict)}>
                {saveLabel(status)}
              </Button>
              {status !== 'ARCHIVED' && status !== 'PUBLISHED' ? (
                <Button
                  colorPalette="green"
                  onClick={() => void onPublish()}
                  loading={busy === 'publish'}
                  disabled={Boolean(conflict)}
                >
                  Publish now
                </Button>
              ) : null}
              <Button
                variant="outline"
                onClick={() => void onPreview()}
                loading={busy === 'preview'}
                disabled={Boolean(conflict)}
              >
                Preview
              </Button>
              {status === 'PUBLISHED' ? (
                <Button
                  variant="outline"
                  onClick={() => void simple('unpublish', unpublish, 'unpublishArticle', 'Article unpublished')}
                  loading={busy === 'unpublish'}
                  disabled={Boolean(conflict)}
                >
                  Unpublish
                </Button>
              ) : null}
              {status === 'SCHEDULED' ? (
                <Button
                  variant="outline"
                  onClick={() => void simple('unschedule', unschedule, 'unscheduleArticle', 'Article unscheduled')}
                  loading={busy === 'unschedule'}
                  disabled={Boolean(conflict)}
                >
                  Unschedule
                </Button>
              ) : null}
              {article && status !== 'ARCHIVED' ? (
                <Button
                  variant="outline"
                  onClick={() => void simple('archive', archive, 'archiveArticle', 'Article archived')}
                  loading={busy === 'archive'}
                  disabled={Boolean(conflict)}
                >
                  Archive
                </Button>
              ) : null}
              {status === 'ARCHIVED' ? (
                <Button
                  variant="outline"
                  onClick={() => void simple('restore', restore, 'restoreArticle', 'Article restored as a draft')}
                  loading={busy === 'restore'}
                  disabled={Boolean(conflict)}
                >
                  Restore
                </Button>
              ) : null}
              {article && status === 'DRAFT' && !article.everPublished ? (
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setConfirmDelete(true)}
                  loading={busy === 'delete'}
                  disabled={Boolean(conflict)}
                >
                  Delete
                </Button>
              ) : null}
            </HStack>
            {status !== 'ARCHIVED' ? (
              <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ base: 'stretch', md: 'end' }}>
                <Field.Root invalid={Boolean(scheduleError)} maxW={{ md: 'xs' }}>
                  <Field.Label>Publish at (New York time)</Field.Label>
                  <Input
                    type="datetime-local"
                    value={scheduleAt}
                    min={instantToPlatformLocal(new Date(Date.now() + 5 * 60_000))}
                    onChange={(event) => setScheduleAt(event.target.value)}
                  />
                  {scheduleError ? <Field.ErrorText>{scheduleError}</Field.ErrorText> : null}
                </Field.Root>
                <Button
                  variant="outline"
                  onClick={onSchedule}
                  loading={busy === 'schedule'}
                  disabled={Boolean(conflict)}
                >
                  Schedule
                </Button>
              </Stack>
            ) : null}
          </Section>
        </Stack>
      </chakra.form>

      {article ? (
        <Revisions
          articleId={article.id}
          version={article.version}
          onRestore={(id) => void onRestoreRevision(id)}
          disabled={Boolean(conflict) || busy !== null}
        />
      ) : null}
      <ConfirmDelete open={confirmDelete} onClose={() => setConfirmDelete(false)} onConfirm={() => void onDelete()} />
    </Stack>
  );
}

function StatusBanner({ article }: { article: ArticleEditorFieldsFragment }) {
  const text =
    article.status === 'SCHEDULED' && article.publishAt
      ? `Scheduled for ${formatDateTime(article.publishAt as string)}`
      : article.status === 'PUBLISHED' && article.publishedAt
        ? `Published ${formatDate(article.publishedAt as string)}`
        : article.status === 'ARCHIVED'
          ? 'Archived'
          : article.status === 'PUBLISHED'
            ? 'Published'
            : 'Draft';
  const palette = { DRAFT: 'gray', SCHEDULED: 'purple', PUBLISHED: 'green', ARCHIVED: 'orange' }[article.status];
  return (
    <HStack gap="3" flexWrap="wrap" role="status" aria-label="Article status">
      <Badge colorPalette={palette} size="lg">
        {text}
      </Badge>
      {article.updatedByName ? (
        <Text
          fontSize="sm"
          color="fg.muted"
        >{`Last changed by ${article.updatedByName} on ${formatDateTime(article.updatedAt as string)}`}</Text>
      ) : null}
    </HStack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

type TextName = 'title' | 'tags' | 'category' | 'metaTitle' | 'canonicalUrl' | 'coverAlt';

function TextField({
  form,
  name,
  label,
  helper,
  required,
}: {
  form: UseFormReturn<ArticleFormValues>;
  name: TextName;
  label: string;
  helper?: string;
  required?: boolean;
}) {
  const error = form.formState.errors[name];
  return (
    <Field.Root invalid={Boolean(error)} required={required} minW="0">
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...form.register(name)} />
      {error ? (
        <Field.ErrorText>{error.message}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

function CoverField({ form, coverImageUrl }: { form: UseFormReturn<ArticleFormValues>; coverImageUrl: string | null }) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const altError = form.formState.errors.coverAlt;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const image = await uploadArticleImage(file);
      form.setValue('coverImageId', image.id, { shouldDirty: true });
      form.setValue('coverImageUrl', image.url, { shouldDirty: true });
    } catch (error) {
      setUploadError(
        error instanceof Error ? error.message : 'The upload failed. Check your connection and try again.',
      );
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Section title="Cover image">
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="start">
        <Box w={{ base: 'full', md: '48' }} flexShrink={0}>
          {coverImageUrl ? (
            <Image
              src={coverImageUrl}
              alt={form.getValues('coverAlt') || 'Cover image preview'}
              borderRadius="md"
              w="full"
              aspectRatio={1200 / 630}
              objectFit="cover"
            />
          ) : (
            <Box
              borderWidth="1px"
              borderStyle="dashed"
              borderRadius="md"
              aspectRatio={1200 / 630}
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Text fontSize="sm" color="fg.muted">
                No cover image
              </Text>
            </Box>
          )}
        </Box>
        <Stack gap="3" flex="1" minW="0" w="full">
          <Field.Root invalid={Boolean(uploadError)}>
            <Field.Label>Cover image file</Field.Label>
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" variant="outline" loading={uploading} onClick={() => input.current?.click()}>
                {coverImageUrl ? 'Replace image' : 'Upload image'}
              </Button>
              {coverImageUrl ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    form.setValue('coverImageId', null, { shouldDirty: true });
                    form.setValue('coverImageUrl', null, { shouldDirty: true });
                  }}
                >
                  Remove image
                </Button>
              ) : null}
            </HStack>
            <chakra.input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              display="none"
              aria-label="Cover image file"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            {uploadError ? (
              <Field.ErrorText>{uploadError}</Field.ErrorText>
            ) : (
              <Field.HelperText>JPEG, PNG or WebP, at most 2 MB; 1200×630 or larger looks best.</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(altError)}>
            <Field.Label>Alt text</Field.Label>
            <Input {...form.register('coverAlt')} />
            {altError ? (
              <Field.ErrorText>{altError.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Required with a cover image; at most 150 characters.</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </Stack>
    </Section>
  );
}

function Revisions({
  articleId,
  version,
  onRestore,
  disabled,
}: {
  articleId: string;
  version: number;
  onRestore(id: string): void;
  disabled: boolean;
}) {
  const { data, refetch } = useArticleRevisionsQuery({ variables: { articleId }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    void refetch();
  }, [version, refetch]);
  const revisions = data?.articleRevisions ?? [];
  return (
    <Section title="Revision history">
      {revisions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No revisions yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {revisions.map((revision) => (
            <HStack
              as="li"
              key={revision.id}
              justify="space-between"
              gap="3"
              flexWrap="wrap"
              borderBottomWidth="1px"
              pb="2"
            >
              <Box minW="0">
                <Text
                  fontSize="sm"
                  fontWeight="medium"
                  overflowWrap="anywhere"
                >{`${revision.action} by ${revision.authorName}`}</Text>
                <Text
                  fontSize="xs"
                  color="fg.muted"
                  overflowWrap="anywhere"
                >{`${formatDateTime(revision.createdAt as string)} · ${revision.title}`}</Text>
              </Box>
              <Button size="xs" variant="outline" onClick={() => onRestore(revision.id)} disabled={disabled}>
                Restore revision
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ConfirmDelete({ open, onClose, onConfirm }: { open: boolean; onClose(): void; onConfirm(): void }) {
  const portal = useLayoutPortal();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      role="alertdialog"
    >
      <Portal container={portal}>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>Delete this draft?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>The draft and its revisions are removed for good.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                Delete draft
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** R17: a save of a published article is live at once (*Update*); a scheduled one stays scheduled. */
function saveLabel(status: string | undefined): string {
  if (status === 'PUBLISHED') return 'Update';
  if (status === 'SCHEDULED') return 'Save changes';
  return 'Save draft';
}
