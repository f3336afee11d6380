import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.messages';
import { formatCpf, isValidCpf, onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { problemaResposta } from '@aprovei/shared/conta/questionario.rules';
import { MENSAGENS_SENHA, problemaSenha } from '@aprovei/shared/conta/senha.rules';
import { formatTelefone, isValidTelefone } from '@aprovei/shared/conta/telefone.rules';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Captcha } from '../../../components/captcha';
import { showApiError } from '../../../components/dialogs';
import { fieldErrors } from '../../../lib/field-errors';
import { Questionario, type Respostas, usePerguntasVisiveis } from './questionario';

export interface DadosUsuario {
  nome: string;
  cpf: string;
  apelido: string;
  telefone: string;
  email: string;
  senha: string;
  confirmarSenha: string;
  /** Edit mode: asked before a new password is accepted. */
  senhaAtual: string;
}

export interface EnvioUsuario extends DadosUsuario {
  respostas: { idPerguntaUsuario: number; resposta: string }[];
  captcha: string | null;
}

interface Props {
  modo: 'cadastro' | 'edicao';
  inicial?: Partial<DadosUsuario>;
  /** Social-login account: e-mail locked and no password fields. */
  loginSocial?: boolean;
  onSubmit: (dados: EnvioUsuario) => Promise<void>;
  onVoltar: () => void;
}

type Erros = Partial<Record<keyof DadosUsuario | 'captcha', string>>;

function validar(d: DadosUsuario, modo: Props['modo'], comSenha: boolean): Erros {
  const e: Erros = {};
  if (d.nome.trim().length < 2) e.nome = MENSAGENS_CONTA.nome;
  if (!onlyDigits(d.cpf)) e.cpf = MENSAGENS_CONTA.cpfAusente;
  else if (!isValidCpf(d.cpf)) e.cpf = MENSAGENS_CONTA.cpfInvalido;
  if (!onlyDigits(d.telefone)) e.telefone = MENSAGENS_CONTA.telefoneAusente;
  else if (!isValidTelefone(d.telefone)) e.telefone = MENSAGENS_CONTA.telefoneInvalido;
  if (!d.email.trim()) e.email = MENSAGENS_CONTA.emailAusente;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email.trim())) e.email = MENSAGENS_CONTA.emailInvalido;
  const senhaExigida = comSenha && (modo === 'cadastro' || d.senha !== '');
  if (senhaExigida) {
    const problema = d.senha
      ? problemaSenha(d.senha, { cpf: d.cpf, email: d.email, telefone: d.telefone })
      : MENSAGENS_CONTA.senhaAusente;
    if (problema) e.senha = problema;
    if (d.senha !== d.confirmarSenha) e.confirmarSenha = MENSAGENS_SENHA.confirmacao;
    if (modo === 'edicao' && !d.senhaAtual) e.senhaAtual = MENSAGENS_CONTA.senhaAtualAusente;
  }
  return e;
}

/**
 * 'Cadastro de Usuário' and 'Edição de Usuário' (spec doc 1 §2.3): one form, two modes. In edit mode
 * CPF and e-mail are locked and there is no questionnaire or captcha; blank passwords keep the current one.
 */
export function UsuarioForm({ modo, inicial, loginSocial = false, onSubmit, onVoltar }: Props) {
  const [dados, setDados] = useState<DadosUsuario>({
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
  });
  const [respostas, setRespostas] = useState<Respostas>({});
  const [erros, setErros] = useState<Erros>({});
  const [errosPerguntas, setErrosPerguntas] = useState<Record<number, string | undefined>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaVersao, setCaptchaVersao] = useState(0);
  const [enviando, setEnviando] = useState(false);
  const cadastro = modo === 'cadastro';
  const comSenha = !loginSocial;
  const { perguntas } = usePerguntasVisiveis(cadastro ? respostas : {});

  const campo = <K extends keyof DadosUsuario>(nome: K, formatar?: (v: string) => string) => ({
    value: dados[nome],
    error: erros[nome],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = formatar ? formatar(event.currentTarget.value) : event.currentTarget.value;
      setDados((d) => ({ ...d, [nome]: value }));
      setErros((e) => ({ ...e, [nome]: undefined }));
    },
  });

  const responder = (id: number, resposta: string) => {
    setRespostas((r) => ({ ...r, [id]: resposta }));
    setErrosPerguntas((e) => ({ ...e, [id]: undefined }));
  };

  const enviar = async (event: React.FormEvent) => {
    event.preventDefault();
    if (enviando) return;
    const novos = validar(dados, modo, comSenha);
    const novosPerguntas: Record<number, string> = {};
    if (cadastro) {
      for (const p of perguntas) {
        const problema = problemaResposta(p.tipoResposta.tipoResposta, respostas[p.id]);
        if (problema) novosPerguntas[p.id] = problema;
      }
    }
    setErros(novos);
    setErrosPerguntas(novosPerguntas);
    if (Object.keys(novos).length || Object.keys(novosPerguntas).length) return;
    setEnviando(true);
    try {
      await onSubmit({
        ...dados,
        respostas: perguntas.map((p) => ({
          idPerguntaUsuario: p.id,
          resposta: (respostas[p.id] ?? '').trim(),
        })),
        captcha,
      });
    } catch (error) {
      const porCampo = fieldErrors(error);
      const deCampos: Erros = {};
      const dePerguntas: Record<number, string> = {};
      for (const [nome, mensagem] of Object.entries(porCampo)) {
        const pergunta = nome.match(/^respostasPerguntaUsuario\.(\d+)$/);
        if (pergunta) dePerguntas[Number(pergunta[1])] = mensagem;
        else deCampos[nome as keyof Erros] = mensagem;
      }
      setErros(deCampos);
      setErrosPerguntas(dePerguntas);
      if (cadastro) {
        // A captcha is accepted once: after a refused attempt the person solves a new one.
        setCaptcha(null);
        setCaptchaVersao((v) => v + 1);
      }
      if (!Object.keys(deCampos).length && !Object.keys(dePerguntas).length) {
        await showApiError(
          error,
          cadastro
            ? 'Erro ao salvar usuário! Tente novamente mais tarde.'
            : 'Erro ao atualizar perfil. Tente novamente mais tarde.',
        );
      }
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <TextInput label="Nome" autoComplete="name" required maxLength={150} {...campo('nome')} />
        <TextInput
          label="CPF"
          placeholder="###.###.###-##"
          inputMode="numeric"
          autoComplete="off"
          required
          disabled={!cadastro}
          {...campo('cpf', formatCpf)}
        />
        <TextInput label="Apelido" autoComplete="nickname" maxLength={50} {...campo('apelido')} />
        <TextInput
          label="Telefone"
          placeholder="(##)#####-####"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...campo('telefone', formatTelefone)}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={!cadastro || loginSocial}
          maxLength={254}
          {...campo('email')}
        />
        {comSenha && (
          <>
            {!cadastro && (
              <PasswordInput
                label="Senha atual"
                description="Necessária só para trocar a senha."
                autoComplete="current-password"
                maxLength={128}
                {...campo('senhaAtual')}
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
              {...campo('senha')}
            />
            <PasswordInput
              label="Confirmar senha"
              autoComplete="new-password"
              required={cadastro}
              maxLength={128}
              {...campo('confirmarSenha')}
            />
          </>
        )}
        {cadastro && <Questionario respostas={respostas} onChange={responder} erros={errosPerguntas} />}
        {cadastro && <Captcha key={captchaVersao} onChange={setCaptcha} />}
        {erros.captcha && (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {erros.captcha}
          </div>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onVoltar}>
            Voltar
          </Button>
          <Button type="submit" loading={enviando} disabled={enviando || (cadastro && !captcha)}>
            {cadastro ? 'Salvar' : 'Salvar Edição'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
