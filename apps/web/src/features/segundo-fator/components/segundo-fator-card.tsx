import { ZDesativarBody } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  desativarSegundoFator,
  regenerarCodigos,
  segundoFatorKeys,
  situacaoSegundoFatorQueryOptions,
} from '../api/segundo-fator.api';
import { CodigosRecuperacao } from './codigos-recuperacao';

type Acao = 'codigos' | 'desativar';

/** Asks a code for an action on the second factor (new recovery codes, or turning it off). */
function PedirCodigo({
  acao,
  onFeito,
  onFechar,
}: {
  acao: Acao;
  onFeito: (codigos?: string[]) => void;
  onFechar: () => void;
}) {
  const form = useZodForm(ZDesativarBody, { initialValues: { codigo: '' } });
  const enviar = form.onSubmit(async ({ codigo }) => {
    try {
      if (acao === 'codigos') onFeito(await regenerarCodigos(codigo));
      else {
        await desativarSegundoFator(codigo);
        onFeito();
      }
    } catch (failure) {
      form.setFieldValue('codigo', '');
      if (!applyServerErrors(form, failure)) form.setFieldError('codigo', (failure as Error).message);
    }
  });
  return (
    <Modal
      opened
      onClose={onFechar}
      title={
        acao === 'codigos' ? 'Gerar novos códigos de recuperação' : 'Desativar a verificação em duas etapas'
      }
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <TextInput
            label={
              acao === 'codigos'
                ? 'Código do aplicativo autenticador'
                : 'Código do aplicativo ou de recuperação'
            }
            autoComplete="one-time-code"
            inputMode={acao === 'codigos' ? 'numeric' : 'text'}
            required
            withAsterisk={false}
            data-autofocus
            {...form.getInputProps('codigo')}
          />
          <Button type="submit" color={acao === 'desativar' ? 'red' : undefined} loading={form.submitting}>
            {acao === 'codigos' ? 'Gerar códigos' : 'Desativar'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * 'Segurança' › 'Verificação em duas etapas' in 'Configurações' (issue 23 §2): optional for students,
 * required for staff (who cannot turn it off).
 */
export function SegundoFatorCard() {
  const queryClient = useQueryClient();
  const situacao = useQuery(situacaoSegundoFatorQueryOptions());
  const [acao, setAcao] = useState<Acao | null>(null);
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const s = situacao.data;

  const feito = (novos?: string[]) => {
    setAcao(null);
    if (novos) setCodigos(novos);
    void queryClient.invalidateQueries({ queryKey: segundoFatorKeys.all });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="titulo-seguranca">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock size={22} aria-hidden />
          <Title order={3} fz="h4" id="titulo-seguranca">
            Segurança
          </Title>
        </Group>
        <Group gap="xs">
          <Text fw={600}>Verificação em duas etapas</Text>
          {s && (
            <Badge color={s.ativo ? 'green' : 'gray'} variant="light">
              {s.ativo ? 'Ativa' : 'Desativada'}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Além da senha, a entrada pede um código do aplicativo autenticador do seu celular.
          {s?.obrigatorio && ' Obrigatória para a equipe.'}
        </Text>
        {s?.ativo && (
          <Text size="sm">
            Códigos de recuperação restantes: <strong>{s.codigosRestantes}</strong>
          </Text>
        )}
        {codigos && <CodigosRecuperacao codigos={codigos} onGuardei={() => setCodigos(null)} />}
        {s && (
          <Group gap="sm">
            {!s.ativo && (
              <Button component={Link} to={ROUTES.segundoFator.path}>
                Ativar verificação em duas etapas
              </Button>
            )}
            {s.ativo && (
              <Button variant="default" onClick={() => setAcao('codigos')}>
                Gerar novos códigos de recuperação
              </Button>
            )}
            {s.ativo && !s.obrigatorio && (
              <Button variant="subtle" color="red" onClick={() => setAcao('desativar')}>
                Desativar
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {acao && <PedirCodigo acao={acao} onFeito={feito} onFechar={() => setAcao(null)} />}
    </Card>
  );
}
