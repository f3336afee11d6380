import type { TTemaAdmin } from '@aprovei/shared/questao-aberta/questao-aberta-admin.schemas';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';

const questoes = (n: number) => (n === 1 ? '1 questão' : `${n} questões`);

/** A theme: its number of questions, its teachers, and what the person may do with it. */
export function CartaoTema({
  tema,
  podeDefinirProfessores,
  onAbrir,
  onExcluir,
}: {
  tema: TTemaAdmin;
  podeDefinirProfessores: boolean;
  onAbrir: (tipo: 'renomear' | 'professores') => void;
  onExcluir: () => void;
}) {
  const titulo = `tema-${tema.id}`;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titulo}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titulo}>
            {tema.nome}
          </Title>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            {questoes(tema.questoes)}
          </Badge>
        </Group>
        <Text size="sm" fw={500}>
          Professores
        </Text>
        {tema.professores.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum: os professores sem tema corrigem as respostas.
          </Text>
        ) : (
          <Group gap={6} aria-label={`Quem corrige ${tema.nome}`}>
            {tema.professores.map((p) => (
              <Badge key={p.id} variant="default" tt="none">
                {p.nome}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onAbrir('renomear')}
            aria-label={`Renomear ${tema.nome}`}
          >
            Renomear
          </Button>
          {podeDefinirProfessores && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={() => onAbrir('professores')}
              aria-label={`Professores de ${tema.nome}`}
            >
              Professores
            </Button>
          )}
          {tema.questoes === 0 && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onExcluir}
              aria-label={`Excluir ${tema.nome}`}
            >
              Excluir
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
