import { OBSERVACOES_MAX } from '@aprovei/shared/checklist/checklist.rules';
import type { TChecklistConteudo } from '@aprovei/shared/checklist/checklist.schemas';
import type { Ordenacao } from '@aprovei/shared/questoes/questoes.rules';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';

export interface ConteudoAberto {
  materia: { id: number; nome: string };
  conteudo: TChecklistConteudo;
}

/** The order of a content's questions opened from the checklist: by number, as the book has them. */
export const ORDEM_QUESTOES_CHECKLIST: Ordenacao = 'NUMERO';

/**
 * The question search pre-filled with the subject and the content, all questions, in the checklist's
 * order (spec doc 3 "Study guide"; the parameters of filtroDaUrl). A path of the router: its Link adds
 * the base path.
 */
export function enderecoQuestoes({ materia, conteudo }: ConteudoAberto): string {
  const k = conteudo.conteudoMateriaVO.conteudo;
  const q = new URLSearchParams({
    materia: String(materia.id),
    conteudo: String(k.id),
    nomeMateria: materia.nome,
    nomeConteudo: k.nome,
    ordem: ORDEM_QUESTOES_CHECKLIST,
  });
  return `${ROUTES.simulados.path}?${q}`;
}

/**
 * A content of the checklist (spec doc 3 "Study guide"): the link to its questions, the three flags,
 * 'Observações' and 'Salvar'. Mounted per content, so it starts from the content's saved values.
 */
export function ConteudoModal({
  aberto,
  salvando,
  onSalvar,
  onClose,
}: {
  aberto: ConteudoAberto;
  salvando: boolean;
  onSalvar: (conteudo: TChecklistConteudo) => void;
  onClose: () => void;
}) {
  const [valor, setValor] = useState(aberto.conteudo);
  const marcar = (campo: 'estudoTeorico' | 'resolucaoQuestao' | 'revisao', label: string) => (
    <Checkbox
      label={label}
      checked={valor[campo]}
      onChange={(e) => {
        const checked = e.currentTarget.checked;
        setValor((v) => ({ ...v, [campo]: checked }));
      }}
    />
  );
  return (
    <Modal opened onClose={onClose} title={aberto.conteudo.conteudoMateriaVO.conteudo.nome} centered>
      <Stack>
        <Anchor component={Link} to={enderecoQuestoes(aberto)} target="_blank" rel="noopener">
          <Group gap={4} component="span">
            Visualizar questões desse conteúdo
            <IconExternalLink size={16} aria-hidden />
          </Group>
        </Anchor>
        {marcar('estudoTeorico', 'Estudo teórico')}
        {marcar('resolucaoQuestao', 'Resolução de questão')}
        {marcar('revisao', 'Revisão')}
        <Textarea
          label="Observações"
          autosize
          minRows={3}
          maxLength={OBSERVACOES_MAX}
          value={valor.observacoes}
          onChange={(e) => {
            const observacoes = e.currentTarget.value;
            setValor((v) => ({ ...v, observacoes }));
          }}
        />
        <Group justify="flex-end">
          <Button onClick={() => onSalvar(valor)} loading={salvando}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
