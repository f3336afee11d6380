import { TEXTO_CONTA_EXISTENTE, ZCpfComprador } from '@aprovei/shared/checkout/checkout.schemas';
import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { showApiError } from '../../components/dialogs';
import { MASCARAS, MaskedInput } from '../../components/masked-input';
import { PublicFormPage } from '../../components/public-form-page';
import { isMedical } from '../../config/env';
import { loginPath, pedidoConfirmadoPath } from '../../config/paths';
import { CheckoutPlano } from '../../features/assinatura/components/checkout-plano';
import { cadastrar, verificarUsuarioExiste } from '../../features/conta/api/conta.api';
import { type EnvioCadastro, UsuarioForm } from '../../features/conta/components/usuario-form';
import { BotoesEntradaExterna } from '../../features/identidade-externa/components/botoes-entrada-externa';
import { applyServerErrors, useZodForm } from '../../lib/forms';
import { getPlataforma } from '../../lib/plataforma';
import { getSession } from '../../lib/session';
import { storedUtm } from '../../lib/utm';

type Etapa = { nome: 'cpf' } | { nome: 'existe' } | { nome: 'cadastro'; cpf: string } | { nome: 'pagamento' };

/**
 * /CadastroComCompra/:idPlano? (and the named external-registration route with purchase): the
 * anonymous buyer's order — CPF, then register the user (conta/cadastrar signs in), then address and
 * payment (conta/cadastra-endereco-usuario, realizar-assinatura-plano). A CPF that has an account asks
 * the buyer to sign in and continue on the signed-in checkout (ADR 011).
 */
export function Component() {
  const { idPlano } = useParams();
  const navigate = useNavigate();
  const id = Number(idPlano);
  const [jaLogado] = useState(() => getSession() !== null);
  const [etapa, setEtapa] = useState<Etapa>({ nome: 'cpf' });
  const [cpfComprador, setCpfComprador] = useState<string | null>(null);
  const cpfForm = useZodForm(ZCpfComprador, { initialValues: { cpf: '' } });
  const checkout = `/assinatura-plano/${id}`;

  if (!idPlano || !Number.isSafeInteger(id) || id <= 0) return <Navigate to="/planos" replace />;
  if (jaLogado) return <Navigate to={checkout} replace />;

  const verificarCpf = cpfForm.onSubmit(async ({ cpf }) => {
    try {
      const { existe } = await verificarUsuarioExiste(cpf);
      setEtapa(existe ? { nome: 'existe' } : { nome: 'cadastro', cpf });
    } catch (error) {
      if (!applyServerErrors(cpfForm, error))
        await showApiError(error, 'Não foi possivel verificar o usuario');
    }
  });

  const registrar = async (dados: EnvioCadastro) => {
    await cadastrar({
      ...dados,
      utmParams: storedUtm(),
      plataformaId: isMedical() ? PLATAFORMA.MEDICINA : getPlataforma(),
      idPlano: id,
    });
    setCpfComprador(dados.cpf);
    setEtapa({ nome: 'pagamento' });
  };

  if (etapa.nome === 'pagamento') {
    return (
      <Stack p="md">
        <CheckoutPlano
          idPlano={id}
          cpf={cpfComprador}
          anonimo
          onPago={({ idFatura }) => navigate(pedidoConfirmadoPath(idFatura, true), { replace: true })}
        />
      </Stack>
    );
  }

  return (
    <PublicFormPage title="Cadastro e compra" subtitle="Crie sua conta e assine o plano." width={560}>
      {etapa.nome === 'cadastro' ? (
        <UsuarioForm
          modo="cadastro"
          naCompra
          inicial={{ cpf: etapa.cpf }}
          onSubmit={registrar}
          onVoltar={() => setEtapa({ nome: 'cpf' })}
        />
      ) : (
        <form onSubmit={verificarCpf} noValidate>
          <Stack>
            <MaskedInput
              label="CPF"
              required
              mask={MASCARAS.cpf}
              inputMode="numeric"
              {...cpfForm.getInputProps('cpf')}
              onChange={(valor) => {
                cpfForm.setFieldValue('cpf', valor);
                if (etapa.nome === 'existe') setEtapa({ nome: 'cpf' });
              }}
            />
            {etapa.nome === 'existe' && (
              <Alert color="yellow" role="alert">
                {TEXTO_CONTA_EXISTENTE}
              </Alert>
            )}
            <Group justify="flex-end">
              {etapa.nome === 'existe' ? (
                <Button component={Link} to={loginPath(checkout)}>
                  Entrar
                </Button>
              ) : (
                <Button type="submit" loading={cpfForm.submitting}>
                  Continuar
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
      <BotoesEntradaExterna retorno={checkout} />
    </PublicFormPage>
  );
}
