import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorDialog } from '../../../components/error-dialog';
import { ERRO_QUESTAO_ABERTA, professoresQueryOptions } from '../api/questao-aberta.api';

const QUALQUER = 'qualquer';

/** The teacher picker of a card: one teacher, or any teacher (null). */
export function ProfessorDialog({
  opened,
  onClose,
  valor,
  onEscolher,
}: {
  opened: boolean;
  onClose: () => void;
  valor: number | null;
  onEscolher: (idProfessor: number | null) => void;
}) {
  const professores = useQuery({ ...professoresQueryOptions(), enabled: opened });
  useErrorDialog(professores.error, ERRO_QUESTAO_ABERTA.professores);
  const [escolha, setEscolha] = useState<string>(valor === null ? QUALQUER : String(valor));
  const dados = [
    { value: QUALQUER, label: 'Qualquer professor' },
    ...(professores.data ?? []).map((p) => ({ value: String(p.id), label: p.nome })),
  ];
  return (
    <Modal opened={opened} onClose={onClose} title="Escolha o professor" centered>
      <Stack>
        <Select
          label="Professor"
          data={dados}
          value={escolha}
          allowDeselect={false}
          onChange={(v) => v && setEscolha(v)}
          comboboxProps={{ withinPortal: false }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            onClick={() => {
              onEscolher(escolha === QUALQUER ? null : Number(escolha));
              onClose();
            }}
          >
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export const nomeDoProfessor = (lista: { id: number; nome: string }[] | undefined, id: number | null) =>
  id === null ? 'Qualquer professor' : (lista?.find((p) => p.id === id)?.nome ?? 'Professor escolhido');
