import { Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ACCEPTED_FILE_TYPES, documentFileProblem, formatFileSize } from '../lib/document-file';
import { uploadDocumentFile } from '../lib/upload-document';

type Phase = { kind: 'idle' } | { kind: 'uploading'; fileName: string; size: number; percent: number } | { kind: 'failed'; message: string };

export interface DocumentUploadProps {
  applicationId: string;
  documentId: string;
  /** What is asked for ("Bank statements"): names the file input. */
  label: string;
  /** A rejected document is uploaded again. */
  again?: boolean;
  onUploaded(): void | Promise<unknown>;
}

/**
 * The file input of one requested (or rejected) document. A chosen file is checked here first (type by content, size,
 * empty — the server's rules and messages), then sent at once through the REST upload with a progress bar; a refusal
 * shows its reason under the input, and choosing another file tries again.
 */
export function DocumentUpload({ applicationId, documentId, label, again = false, onUploaded }: DocumentUploadProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const hintId = useId();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = await documentFileProblem(file);
    if (problem) {
      setPhase({ kind: 'failed', message: problem });
      input.value = '';
      return;
    }
    abort.current = new AbortController();
    setPhase({ kind: 'uploading', fileName: file.name, size: file.size, percent: 0 });
    try {
      await uploadDocumentFile({
        applicationId,
        documentId,
        file,
        signal: abort.current.signal,
        onProgress: (percent) => setPhase((current) => (current.kind === 'uploading' ? { ...current, percent } : current)),
      });
      setPhase({ kind: 'idle' });
      await onUploaded();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      input.value = '';
    }
  }

  const uploading = phase.kind === 'uploading';
  return (
    <Stack gap={2}>
      <Field.Root invalid={phase.kind === 'failed'} disabled={uploading}>
        <Field.Label fontSize="sm">{again ? `Upload ${inSentence(label)} again` : `Upload ${inSentence(label)}`}</Field.Label>
        <Input
          type="file"
          accept={ACCEPTED_FILE_TYPES}
          onChange={(event) => void choose(event)}
          aria-describedby={hintId}
          p={1}
          h="auto"
          cursor="pointer"
          css={{
            '&::file-selector-button': {
              marginRight: '0.75rem',
              padding: '0.375rem 0.75rem',
              borderRadius: '0.375rem',
              border: 'none',
              fontWeight: 600,
              cursor: 'pointer',
              background: 'var(--chakra-colors-blue-solid)',
              color: 'var(--chakra-colors-blue-contrast)',
            },
          }}
        />
        <Field.HelperText id={hintId}>PDF, JPEG or PNG, at most 20 MB.</Field.HelperText>
        {phase.kind === 'failed' && <Field.ErrorText role="alert">{phase.message}</Field.ErrorText>}
      </Field.Root>
      {uploading && (
        <Progress.Root value={phase.percent} size="sm" colorPalette="blue" aria-label={`Uploading ${phase.fileName}`}>
          <Text fontSize="sm" mb={1} aria-live="polite">
            Uploading {phase.fileName} ({formatFileSize(phase.size)})… {phase.percent}%
          </Text>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}

/** A document label inside a sentence: "Bank statements" → "bank statements", and "Photo ID" keeps its ID. */
function inSentence(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}
