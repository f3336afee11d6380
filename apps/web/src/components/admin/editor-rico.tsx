import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { EditorRicoProps } from './editor-rico-props';

// tiptap and ProseMirror (~100 KB gzip) load with the first editor on screen, never with a student's page.
const Campo = lazy(() => import('./editor-rico-campo'));

/** The back office's rich-text field (statements, explanations): Mantine's tiptap editor, lazy. */
export function EditorRico(props: EditorRicoProps) {
  const id = useId();
  return (
    <Input.Wrapper
      label={props.label}
      error={props.error}
      description={props.description}
      id={id}
      labelProps={{ id: `${id}-rotulo` }}
    >
      <Suspense fallback={<Skeleton h={props.minHeight ?? 160} radius="md" />}>
        <Campo {...props} id={id} />
      </Suspense>
    </Input.Wrapper>
  );
}

export type { EditorRicoProps };
