import { PLANO_ESTAGIARIO_ID } from '@aprovei/shared/assinatura/situacao';
import {
  NOME_PROVEDOR,
  type Provedor,
  ZProvedor,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PublicFormPage } from '../../components/public-form-page';
import { isMedical } from '../../config/env';
import { plataformaPath, ROUTES, safeRedirect } from '../../config/paths';
import { entrarNaPlataforma } from '../../features/acesso/utils/plataforma-de-entrada';
import { SegundoPassoForm } from '../../features/auth/components/segundo-passo-form';
import { type EnvioCadastroSocial, UsuarioForm } from '../../features/conta/components/usuario-form';
import { cadastrarExterno } from '../../features/identidade-externa/api/identidade-externa.api';
import { useRetornoExterno } from '../../features/identidade-externa/api/use-retorno-externo';
import { ConfirmarVinculo } from '../../features/identidade-externa/components/confirmar-vinculo';
import { PARAM_VINCULADO } from '../../features/identidade-externa/components/contas-vinculadas';
import { getPlataforma } from '../../lib/plataforma';
import { getSession } from '../../lib/session';
import { storedUtm } from '../../lib/utm';

/** The plan of a return path to a plan's checkout (the anonymous checkout's buttons go back there). */
function planoDoRetorno(retorno: string | null): number | null {
  const id = Number(retorno?.match(/^\/assinatura-plano\/(\d+)$/)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /entrar/externo/:provedor — where Google or Facebook sends the browser back (the redirect URI). The API
 * finishes the sign-in and answers: signed in, the registration (e-mail locked, no password), the
 * confirmation with the password of the account that has the e-mail, or the link made (Configurações).
 */
export function Component() {
  const { provedor: param } = useParams();
  const provedor = ZProvedor.safeParse(param);
  if (!provedor.success) return <Navigate to={ROUTES.login.path} replace />;
  return <Retorno provedor={provedor.data} />;
}

function Retorno({ provedor }: { provedor: Provedor }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const estado = useRetornoExterno(provedor, search);
  // The challenge of the second step, when the confirmed account has it on.
  const [desafioDaConfirmacao, setDesafioDaConfirmacao] = useState<string | null>(null);
  const nome = NOME_PROVEDOR[provedor];

  const seguir = async (retorno: string | null) => {
    const destino = safeRedirect(retorno) ?? plataformaPath(await entrarNaPlataforma());
    navigate(destino, { replace: true });
  };
  // Signed in: on to where the person was going (once, after the render).
  const entrou = estado.fase === 'pronto' && estado.resposta.resultado === 'sessao';
  const retornoDaSessao = estado.fase === 'pronto' ? estado.retorno : null;
  useEffect(() => {
    if (!entrou) return;
    void (async () => {
      const destino = safeRedirect(retornoDaSessao) ?? plataformaPath(await entrarNaPlataforma());
      navigate(destino, { replace: true });
    })();
  }, [entrou, retornoDaSessao, navigate]);

  if (estado.fase === 'carregando') {
    return (
      <PublicFormPage title={`Entrando com ${nome}`}>
        <Group justify="center" p="lg">
          <Loader aria-label={`Entrando com ${nome}`} />
        </Group>
      </PublicFormPage>
    );
  }
  if (estado.fase === 'erro') {
    const logado = getSession() !== null;
    return (
      <PublicFormPage title={`Entrar com ${nome}`}>
        <Stack>
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {estado.mensagem}
          </Alert>
          <Button
            onClick={() =>
              navigate(logado ? ROUTES.configuracoes.path : ROUTES.login.path, { replace: true })
            }
          >
            {logado ? 'Voltar para Configurações' : 'Voltar para o login'}
          </Button>
        </Stack>
      </PublicFormPage>
    );
  }

  const { resposta, retorno } = estado;
  const desafio = desafioDaConfirmacao ?? (resposta.resultado === 'segundo_fator' ? resposta.desafio : null);
  if (desafio)
    return (
      <PublicFormPage title="Verificação em duas etapas" subtitle={`Entrar com ${nome}`}>
        <SegundoPassoForm
          desafio={desafio}
          onSignedIn={() => void seguir(retorno)}
          onExpirado={() => navigate(ROUTES.login.path, { replace: true })}
        />
      </PublicFormPage>
    );
  switch (resposta.resultado) {
    case 'sessao':
      return (
        <PublicFormPage title={`Entrando com ${nome}`}>
          <Group justify="center" p="lg">
            <Loader aria-label={`Entrando com ${nome}`} />
          </Group>
        </PublicFormPage>
      );
    case 'vinculado':
      return <Navigate to={`${ROUTES.configuracoes.path}?${PARAM_VINCULADO}=${provedor}`} replace />;
    case 'confirmar':
      return (
        <PublicFormPage title="Vincular conta" subtitle={`Entrar com ${nome}`}>
          <ConfirmarVinculo
            provedor={provedor}
            ticket={resposta.ticket}
            emailMascarado={resposta.emailMascarado}
            recuperarSenhaPath={ROUTES.alterarSenha.path}
            onEntrou={(entrada) =>
              'desafio' in entrada ? setDesafioDaConfirmacao(entrada.desafio) : void seguir(retorno)
            }
            onCancelar={() => navigate(ROUTES.login.path, { replace: true })}
          />
        </PublicFormPage>
      );
    case 'cadastro': {
      const idPlano = planoDoRetorno(retorno);
      const salvar = async (dados: EnvioCadastroSocial) => {
        const destino = await cadastrarExterno({
          ...dados,
          ticket: resposta.ticket,
          utmParams: storedUtm(),
          plataformaId: isMedical() ? PLATAFORMA.MEDICINA : getPlataforma(),
          idPlano: idPlano ?? PLANO_ESTAGIARIO_ID,
        });
        navigate(destino, { replace: true });
      };
      return (
        <PublicFormPage
          title="Cadastro de Usuário"
          subtitle={`Complete seu cadastro para entrar com ${nome}.`}
          width={560}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              Seu nome e e-mail vieram do {nome}. Informe também seu CPF, telefone e as perguntas abaixo.
            </Text>
            <UsuarioForm
              modo="cadastro-social"
              naCompra={idPlano !== null && idPlano !== PLANO_ESTAGIARIO_ID}
              inicial={{ nome: resposta.nome, email: resposta.email ?? '' }}
              onSubmit={salvar}
              onVoltar={() => navigate(ROUTES.login.path, { replace: true })}
            />
          </Stack>
        </PublicFormPage>
      );
    }
  }
}
