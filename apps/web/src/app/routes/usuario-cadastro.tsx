import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicFormPage } from '../../components/public-form-page';
import { isMedical } from '../../config/env';
import { cadastrar } from '../../features/conta/api/conta.api';
import { type EnvioCadastro, UsuarioForm } from '../../features/conta/components/usuario-form';
import { BotoesEntradaExterna } from '../../features/identidade-externa/components/botoes-entrada-externa';
import { getPlataforma } from '../../lib/plataforma';
import { useSession } from '../../lib/session';
import { captureUtm, storedUtm } from '../../lib/utm';

/**
 * /usuario/cadastro 'Cadastro de Usuário'. `?plano=` carries the plan chosen before registering:
 * plan 5 (trainee) and no plan go to /home, another plan to its checkout (the API answers where).
 * A signed-in person without an account (registration check) comes here with e-mail and CPF known.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const idPlano = Number(params.get('plano')) || null;
  const search = params.toString();
  useEffect(() => captureUtm(search), [search]);

  const salvar = async (dados: EnvioCadastro) => {
    const destino = await cadastrar({
      ...dados,
      utmParams: storedUtm(),
      plataformaId: isMedical() ? PLATAFORMA.MEDICINA : getPlataforma(),
      idPlano,
    });
    navigate(destino, { replace: true });
  };

  return (
    <PublicFormPage title="Cadastro de Usuário" subtitle="Crie sua conta para começar a estudar." width={560}>
      <UsuarioForm
        modo="cadastro"
        inicial={session ? { email: session.claims.email, cpf: session.claims.cpf } : undefined}
        onSubmit={salvar}
        onVoltar={() => navigate(-1)}
      />
      {!session && <BotoesEntradaExterna retorno={idPlano ? `/assinatura-plano/${idPlano}` : null} />}
    </PublicFormPage>
  );
}
