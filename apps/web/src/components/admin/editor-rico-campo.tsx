import { FileButton, Tooltip } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { showApiError } from '../dialogs';
import type { EditorRicoProps } from './editor-rico-props';

/** The editor itself (loaded by EditorRico): text structure, links, tables stay out, images when allowed. */
export default function EditorRicoCampo({
  id,
  value,
  onChange,
  error,
  enviarImagem,
  minHeight = 160,
}: EditorRicoProps & { id: string }) {
  const [enviando, setEnviando] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        // A label's `for` does not name a contenteditable box: the label names it by its id.
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-rotulo`,
        'aria-invalid': error ? 'true' : 'false',
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a form reset, a record loaded after the first render) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const atual = editor.isEmpty ? '' : editor.getHTML();
    if (value !== atual) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const inserirImagem = async (arquivo: File | null) => {
    if (!arquivo || !enviarImagem || !editor) return;
    setEnviando(true);
    try {
      const src = await enviarImagem(arquivo);
      editor.chain().focus().setImage({ src, alt: arquivo.name }).run();
    } catch (e) {
      void showApiError(e, 'Não foi possível enviar a imagem. Tente novamente.');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <RichTextEditor editor={editor} variant="subtle">
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Subscript />
          <RichTextEditor.Superscript />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          {enviarImagem && (
            <FileButton onChange={inserirImagem} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Tooltip label="Inserir imagem">
                  <RichTextEditor.Control
                    {...props}
                    aria-label="Inserir imagem"
                    title="Inserir imagem"
                    disabled={enviando}
                  >
                    <span aria-hidden="true">🖼</span>
                  </RichTextEditor.Control>
                </Tooltip>
              )}
            </FileButton>
          )}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
