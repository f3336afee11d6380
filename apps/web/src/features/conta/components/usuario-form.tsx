import {
  type TAtualizarDadosForm,
  type TCadastroForm,
  ZAtualizarDadosForm,
  ZCadastroForm,
} from '@aprovei/shared/conta/conta.schemas';
import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { formatTelefone } from '@aprovei/shared/conta/telefone.rules';
import {
  type TCadastroExternoForm,
  ZCadastroExternoForm,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Captcha } from '../../../components/captcha';
import { showApiError } from '../../../components/dialogs';
import { MASCARAS, MaskedInput } from '../../../components/masked-input';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { Questionario, toPerguntaNo, usePerguntasVisiveis } from './questionario';

export type DadosUsuario = {
  nome: string;
  cpf: string;
  apelido: string;
  telefone: string;
  email: string;
  senha: string;
  confirmarSenha: string;
  /** Edit mode: asked before a new password is accepted. */
  senhaAtual: string;
};

/** What registration sends: the checked fields and answers, and the captcha payload. */
export type EnvioCadastro = TCadastroForm & { captcha: string | null };
/** What the registration of a person who came through Google or Facebook sends: no password. */
export type EnvioCadastroSocial = TCadastroExternoForm & { captcha: string | null };

type Props = {
  inicial?: Partial<DadosUsuario>;
  /** Social-login account: e-mail locked and no password fields. */
  loginSocial?: boolean;
  /**
   * Registration inside a purchase: only what the spec's anonymous checkout asks (name, e-mail, CPF,
   * phone, password), with no nickname or questionnaire (issue 19 §7).
   */
  naCompra?: boolean;
  onVoltar: () => void;
} & (
  | { modo: 'cadastro'; onSubmit: (dados: EnvioCadastro) => Promise<void> }
  | { modo: 'cadastro-social'; onSubmit: (dados: EnvioCadastroSocial) => Promise<void> }
  | { modo: 'edicao'; onSubmit: (dados: TAtualizarDadosForm) => Promise<void> }
);

/**
 * 'Cadastro de Usuário' and 'Edição de Usuário' (spec doc 1 §2.3): one form, two modes. In edit mode
 * CPF and e-mail are locked and there is no questionnaire or captcha; blank passwords keep the current one.
 */
export function UsuarioForm({ inicial, naCompra = false, onVoltar, ...envio }: Props) {
  const cadastro = envio.modo !== 'edicao';
  const social = envio.modo === 'cadastro-social';
  const loginSocial = social || (envio.loginSocial ?? false);
  const comSenha = !loginSocial;
  // The registration checks the answers of the questions asked now, known below.
  const form = useZodForm(
    () =>
      social
        ? ZCadastroExternoForm(perguntas.map(toPerguntaNo))
        : cadastro
          ? ZCadastroForm(perguntas.map(toPerguntaNo))
          : ZAtualizarDadosForm,
    {
      initialValues: {
        nome: '',
        cpf: '',
        apelido: '',
        telefone: '',
        email: '',
        senha: '',
        confirmarSenha: '',
        senhaAtual: '',
        ...inicial,
        ...(inicial?.cpf ? { cpf: formatCpf(inicial.cpf) } : {}),
        ...(inicial?.telefone ? { telefone: formatTelefone(inicial.telefone) } : {}),
        /** Answers by question id, as the API names them in its errors. */
        respostasPerguntaUsuario: {} as Record<string, string>,
      },
    },
  );
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaVersao, setCaptchaVersao] = useState(0);
  const respostas = form.values.respostasPerguntaUsuario;
  const aoVerificar = (payload: string | null) => {
    setCaptcha(payload);
    if (payload) form.clearFieldError('captcha');
  };
  const visiveis = usePerguntasVisiveis(cadastro && !naCompra ? respostas : {});
  const perguntas: typeof visiveis.perguntas = naCompra ? [] : visiveis.perguntas;

  const enviar = form.onSubmit(async (dados) => {
    try {
      // The schema above follows the mode, so the output is the mode's.
      if (envio.modo === 'cadastro') await envio.onSubmit({ ...(dados as TCadastroForm), captcha });
      else if (envio.modo === 'cadastro-social')
        await envio.onSubmit({ ...(dados as TCadastroExternoForm), captcha });
      else await envio.onSubmit(dados as TAtualizarDadosForm);
    } catch (error) {
      if (cadastro) {
        // A captcha is accepted once: after a refused attempt the person solves a new one.
        setCaptcha(null);
        setCaptchaVersao((v) => v + 1);
      }
      if (!applyServerErrors(form, error)) {
        await showApiError(
          error,
          cadastro
            ? 'Erro ao salvar usuário! Tente novamente mais tarde.'
            : 'Erro ao atualizar perfil. Tente novamente mais tarde.',
        );
      }
    }
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nome"
          autoComplete="name"
          required
          maxLength={150}
          {...form.getInputProps('nome')}
        />
        <MaskedInput
          label="CPF"
          mask={MASCARAS.cpf}
          placeholder="###.###.###-##"
          inputMode="numeric"
          autoComplete="off"
          required
          disabled={!cadastro}
          {...form.getInputProps('cpf')}
        />
        {!naCompra && (
          <TextInput
            label="Apelido"
            autoComplete="nickname"
            maxLength={50}
            {...form.getInputProps('apelido')}
          />
        )}
        <MaskedInput
          label="Telefone"
          mask={MASCARAS.telefone}
          placeholder="(##)#####-####"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...form.getInputProps('telefone')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          // Locked once a provider gave it (one that gave none lets the person type it).
          disabled={!cadastro || (loginSocial && (!social || Boolean(inicial?.email)))}
          maxLength={254}
          {...form.getInputProps('email')}
        />
        {comSenha && (
          <>
            {!cadastro && (
              <PasswordInput
                label="Senha atual"
                description="Necessária só para trocar a senha."
                autoComplete="current-password"
                maxLength={128}
                {...form.getInputProps('senhaAtual')}
              />
            )}
            <PasswordInput
              label="Senha"
              description={
                cadastro
                  ? 'Pelo menos 8 caracteres. Uma frase fácil de lembrar é uma boa senha.'
                  : 'Deixe em branco para manter a senha atual.'
              }
              autoComplete="new-password"
              required={cadastro}
              maxLength={128}
              {...form.getInputProps('senha')}
            />
            <PasswordInput
              label="Confirmar senha"
              autoComplete="new-password"
              required={cadastro}
              maxLength={128}
              {...form.getInputProps('confirmarSenha')}
            />
          </>
        )}
        {cadastro && !naCompra && (
          <Questionario
            respostas={respostas}
            inputProps={(id) => form.getInputProps(`respostasPerguntaUsuario.${id}`)}
          />
        )}
        {cadastro && <Captcha key={captchaVersao} onChange={aoVerificar} />}
        {form.errors.captcha && (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {form.errors.captcha}
          </div>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onVoltar}>
            Voltar
          </Button>
          <Button
            type="submit"
            loading={form.submitting}
            disabled={form.submitting || (cadastro && !captcha)}
          >
            {cadastro ? 'Salvar' : 'Salvar Edição'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
