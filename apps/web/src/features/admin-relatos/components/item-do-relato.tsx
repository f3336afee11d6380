import type { TItemDoRelato } from '@aprovei/shared/comentarios/relatos.schemas';
import { letra } from '@aprovei/shared/questoes/questoes.rules';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { SafeHtml } from '../../../components/safe-html';

/** The reported item as the editor reads it: statement, alternatives with the key, explanations. */
export function ItemDoRelato({ item }: { item: TItemDoRelato }) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">{item.situacao}</Badge>
        {item.tipo === 'QUESTAO' && item.somatoria && (
          <Badge variant="light">Somatória: {item.somaCorreta}</Badge>
        )}
      </Group>
      {item.tipo === 'QUESTAO' ? (
        <>
          <SafeHtml html={item.enunciado} />
          <Stack
            gap={6}
            component="ol"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Alternativas"
          >
            {item.alternativas.map((a) => (
              <Paper
                key={a.ordem}
                component="li"
                withBorder
                p="xs"
                bg={a.correta ? 'var(--mantine-color-green-light)' : undefined}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={700}>{letra(a.ordem - 1)})</Text>
                  <Stack gap={2} style={{ flex: 1 }}>
                    <Text size="sm">{a.enunciado}</Text>
                    {a.explicacao && <SafeHtml html={a.explicacao} />}
                  </Stack>
                  {a.correta && (
                    <Badge color="green" variant="filled">
                      Gabarito
                    </Badge>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        </>
      ) : (
        <>
          {item.contexto && <SafeHtml html={item.contexto} />}
          <Text>{item.afirmativa}</Text>
          <Group gap="xs">
            <Text size="sm">Gabarito:</Text>
            <Badge color={item.certo ? 'green' : 'red'} variant="filled">
              {item.certo ? 'Certo' : 'Errado'}
            </Badge>
          </Group>
        </>
      )}
      {item.explicacao && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Explicação
          </Text>
          <SafeHtml html={item.explicacao} />
        </Stack>
      )}
    </Stack>
  );
}
