import type { ReactNode } from 'react';

/** The rich-text field's props (its own file: the field and its lazy editor both read them). */
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
