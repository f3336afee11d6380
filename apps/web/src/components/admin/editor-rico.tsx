import { Input, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';

export interface EditorRicoProps {
  label: string;
  /** The HTML (sanitised again by the server on save). */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** Uploads an image and answers its address; without it the editor has no image button. */
  enviarImagem?: (arquivo: File) => Promise<string>;
  minHeight?: number;
}

// tiptap and ProseMirror (~100 KB gzip) load with the first editor on screen, never with a student's page.
const Campo = lazy(() => import('./editor-rico-campo'));

/** The back office's rich-text field (statements, explanations): Mantine's tiptap editor, lazy. */
export function EditorRico(props: EditorRicoProps) {
  const id = useId();
  return (
    <Input.Wrapper label={props.label} error={props.error} description={props.description} id={id}>
      <Suspense fallback={<Skeleton h={props.minHeight ?? 160} radius="md" />}>
        <Campo {...props} id={id} />
      </Suspense>
    </Input.Wrapper>
  );
}
