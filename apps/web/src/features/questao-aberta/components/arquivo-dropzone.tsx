import { BYTES_ASSINATURA } from '@aprovei/shared/arquivos/tipo-arquivo.rules';
import { EXTENSOES_ACEITAS, recusaDoArquivo } from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import { Box, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';

interface Props {
  /** The accessible name of the area ('Arquivo da resposta'). */
  label: string;
  arquivo: File | null;
  onChange: (arquivo: File | null) => void;
}

/** Reads a file's first bytes: what the shared rule needs to tell its type by content. */
async function inicioDe(arquivo: File): Promise<Uint8Array> {
  return new Uint8Array(await arquivo.slice(0, BYTES_ASSINATURA).arrayBuffer());
}

/**
 * Drag-and-drop or pick one file (pdf, jpg, jpeg, png). The file is checked at once by the shared rule
 * (size and first bytes), for an early message; the server checks the bytes it receives again.
 */
export function ArquivoDropzone({ label, arquivo, onChange }: Props) {
  const id = useId();
  const [erro, setErro] = useState<string | null>(null);
  const [sobre, setSobre] = useState(false);

  const escolher = async (file: File | undefined) => {
    if (!file) return;
    const recusa = recusaDoArquivo(file.size, await inicioDe(file));
    setErro(recusa);
    onChange(recusa ? null : file);
  };
  const soltar = (event: DragEvent) => {
    event.preventDefault();
    setSobre(false);
    void escolher(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        component="label"
        htmlFor={id}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setSobre(true);
        }}
        onDragLeave={() => setSobre(false)}
        onDrop={soltar}
        p="md"
        style={{
          display: 'block',
          cursor: 'pointer',
          border: `2px dashed var(--mantine-color-${erro ? 'red' : sobre ? 'blue' : 'gray'}-5)`,
          borderRadius: 'var(--mantine-radius-md)',
          background: sobre ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Group gap="sm" wrap="nowrap">
          <IconUpload size={22} aria-hidden />
          <Text size="sm">
            {arquivo
              ? `Arquivo: ${arquivo.name}`
              : 'Arraste o arquivo aqui ou clique para escolher (PDF, JPG ou PNG, até 10 MB)'}
          </Text>
        </Group>
        <input
          id={id}
          type="file"
          aria-label={label}
          accept={EXTENSOES_ACEITAS.join(',')}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(e) => void escolher(e.currentTarget.files?.[0])}
        />
      </Box>
      {erro && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {erro}
        </Text>
      )}
    </Box>
  );
}
