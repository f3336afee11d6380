import { nomeExibidoPlano } from '@aprovei/shared/planos/planos.rules';
import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/formatters';
import { parcelamentoDoCard, planoGratuito } from '../utils/vitrine';

interface PlanoCardProps {
  plano: TPlano;
  onEscolher: (plano: TPlano) => void;
  /** Another plan is being handled: this one waits; `carregando` is this one. */
  desabilitado: boolean;
  carregando: boolean;
}

/** One plan: name, price and instalments as spec doc 2 §4 shows them, its features, the way to subscribe. */
export function PlanoCard({ plano, onEscolher, desabilitado, carregando }: PlanoCardProps) {
  const gratuito = planoGratuito(plano);
  const parcelamento = parcelamentoDoCard(plano);
  const tituloId = `plano-${plano.id}-titulo`;
  const nome = nomeExibidoPlano(plano.nomePlano);
  return (
    <Card
      component="article"
      aria-labelledby={tituloId}
      withBorder
      radius="md"
      padding="lg"
      shadow={plano.ehDestaque ? 'md' : 'sm'}
      data-testid={`plano-${plano.id}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: plano.ehDestaque ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: plano.ehDestaque ? 2 : undefined,
      }}
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group gap="xs">
          {plano.ehDestaque && <Badge variant="filled">Mais escolhido</Badge>}
          {/* The national-exam package itself (type 'P'), not a full plan that also includes the mocks. */}
          {plano.tipoPlano === 'P' && (
            <Badge variant="light" color="gray">
              Simulados nacionais
            </Badge>
          )}
        </Group>
        <Title order={3} id={tituloId} fz="h3">
          {nome}
        </Title>
        <Text c="dimmed">{plano.descricao}</Text>
        <div>
          {plano.possuiDesconto && (
            <Text size="sm" c="dimmed">
              De <s>{formatMoney(plano.valorIntegralPlanoOriginal)}</s> por{' '}
              {formatMoney(plano.valorIntegralPlano)}
            </Text>
          )}
          {gratuito ? (
            <Text fz={28} fw={800}>
              Gratuito
            </Text>
          ) : (
            parcelamento && (
              <Text fz={24} fw={800} lh={1.2}>
                {parcelamento.texto}
              </Text>
            )
          )}
          {!gratuito && (
            <Text size="sm">
              {parcelamento?.observacao ?? `Total de ${formatMoney(plano.valorIntegralPlano)}`}
            </Text>
          )}
          {plano.mensagemDesconto && plano.possuiDesconto && (
            <Badge mt="xs" variant="light" color="accent" c="dark">
              {plano.mensagemDesconto}
            </Badge>
          )}
        </div>
        <Text size="sm" fw={600}>
          Acesso por {plano.duracaoMeses} {plano.duracaoMeses === 1 ? 'mês' : 'meses'}
        </Text>
        {plano.funcionalidades.length > 0 && (
          <List
            spacing={4}
            size="sm"
            icon={<IconCheck size={16} stroke={2.2} color="var(--mantine-color-green-8)" aria-hidden />}
          >
            {plano.funcionalidades.map(({ funcionalidade }) => (
              <List.Item key={funcionalidade.id}>{funcionalidade.nome}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Button
        mt="lg"
        fullWidth
        size="md"
        variant={plano.ehDestaque ? 'filled' : 'outline'}
        onClick={() => onEscolher(plano)}
        disabled={desabilitado && !carregando}
        loading={carregando}
        aria-label={`${gratuito ? 'Experimentar' : 'Assinar'} ${nome}`}
      >
        {gratuito ? 'Experimentar' : 'Assinar'}
      </Button>
    </Card>
  );
}
