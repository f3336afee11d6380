import { PLANO_ESTAGIARIO_ID, SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import {
  MENSAGENS_CONTA,
  type TCadastroResposta,
  type TPerfil,
  type TPerguntaUsuario,
  type ZAtualizarDadosBody,
  type ZCadastroBody,
} from '@aprovei/shared/conta/conta.schemas';
import { onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import type { Papel } from '@aprovei/shared/equipe/papeis';
import { AppError, MENSAGENS, type TErroCampo } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { criarContratacao } from '../assinatura/index.ts';
import { type authService, revokeUserSessions } from '../auth/index.ts';
import { possuiCartaoSalvo } from '../cartao-credito/index.ts';
import { planosService } from '../planos/index.ts';
import { aceitarTextosVigentes } from '../politica/index.ts';
import { contaRepository, type PerguntaRow } from './conta.repository.ts';
import { conferirQuestionario } from './questionario.ts';

type Cadastro = Omit<z.output<typeof ZCadastroBody>, 'senha' | 'confirmarSenha'> & { senha?: string };

/**
 * A registration through Google or Facebook (modules/identidade-externa): no password; `vincular` links
 * the identity to the new account inside its transaction.
 */
export interface CadastroSocial {
  provedor: string;
  vincular(tx: DbOrTx, usuarioId: number): Promise<void>;
}
type Atualizacao = z.output<typeof ZAtualizarDadosBody>;

const validacao = (errors: TErroCampo[]) => new AppError('VALIDACAO', errors[0]!.mensagem, errors);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Registration and profile (spec doc 1 §2.3). */
export function contaService(db: Db, auth: ReturnType<typeof authService>) {
  const repo = contaRepository(db);
  const planos = planosService(db);

  async function recusarDuplicados(tenant: Tenant, cpf: string, email: string) {
    const dup = await repo.duplicados(tenant, cpf, email);
    const errors: TErroCampo[] = [];
    if (dup.cpf) errors.push({ campo: 'cpf', mensagem: MENSAGENS_CONTA.cpfDuplicado });
    if (dup.email) errors.push({ campo: 'email', mensagem: MENSAGENS_CONTA.emailDuplicado });
    if (errors.length) throw new AppError('CONFLITO', errors[0]!.mensagem, errors);
  }

  return {
    /**
     * Creates the account and signs the person in. With the trainee plan (or no plan) the free contract
     * starts now and the client goes to /home; with another plan it goes on to that plan's checkout.
     */
    async cadastrar(tenant: Tenant, body: Cadastro, social?: CadastroSocial): Promise<TCadastroResposta> {
      // A buyer registering while buying a paid plan is asked only what the purchase needs (issue 19 §7):
      // the questionnaire is checked when answered.
      const naCompra = body.idPlano != null && body.idPlano !== PLANO_ESTAGIARIO_ID;
      const questionario =
        naCompra && body.respostasPerguntaUsuario.length === 0
          ? { respostas: [], erros: [] }
          : conferirQuestionario(await repo.perguntas(), body.respostasPerguntaUsuario);
      if (questionario.erros.length) throw validacao(questionario.erros);
      // Without a chosen plan the account starts on the free trainee plan, so /home opens (ADR 005).
      const plano = await planos.planoDisponivel(tenant, body.idPlano ?? PLANO_ESTAGIARIO_ID);
      if (!plano) throw validacao([{ campo: 'idPlano', mensagem: 'Plano não encontrado.' }]);
      await recusarDuplicados(tenant, body.cpf, body.email);

      const senhaHash = social || !body.senha ? null : await hashPassword(body.senha);
      let user: Awaited<ReturnType<ReturnType<typeof contaRepository>['inserir']>>;
      try {
        user = await db.transaction(async (tx) => {
          const txRepo = contaRepository(tx);
          const created = await txRepo.inserir({
            tenantId: tenant,
            nome: body.nome,
            cpf: body.cpf,
            apelido: body.apelido,
            telefone: body.telefone,
            email: body.email,
            senhaHash,
            loginSocial: social?.provedor ?? null,
            plataformaId: body.plataformaId ?? null,
            utmParams: body.utmParams ?? null,
            // conta/cadastrar checked the captcha before coming here.
            cadastroVerificadoEm: new Date(),
          });
          await txRepo.salvarRespostas(created.id, questionario.respostas);
          await social?.vincular(tx, created.id);
          // The form's terms checkbox: the current versions of both texts, recorded.
          await aceitarTextosVigentes(tx, created.id);
          if (plano.id === PLANO_ESTAGIARIO_ID) {
            const validade = new Date();
            validade.setMonth(validade.getMonth() + plano.duracaoMeses);
            await criarContratacao(tx, {
              usuarioId: created.id,
              planoId: plano.id,
              situacaoCodigo: SITUACAO_CONTRATACAO.ATIVA,
              dataValidadeAssinatura: validade,
            });
          }
          return created;
        });
      } catch (error) {
        // Two registrations raced past the check: the unique index decides.
        if (isUniqueViolation(error)) await recusarDuplicados(tenant, body.cpf, body.email);
        throw error;
      }
      const tokens = await auth.startSession({ ...user, papel: user.papel as Papel });
      const destino = plano.id === PLANO_ESTAGIARIO_ID ? '/home' : `/assinatura-plano/${plano.id}`;
      return { id: user.id, destino, ...tokens };
    },

    /** For the anonymous checkout: whether to ask for a password. Nothing else about the account. */
    existeCpf: (tenant: Tenant, cpf: string) => repo.existePorCpf(tenant, onlyDigits(cpf)),

    async exibirDados(usuarioId: number): Promise<TPerfil> {
      const user = await repo.porId(usuarioId);
      if (!user) throw new AppError('NAO_AUTENTICADO', MENSAGENS.sessaoExpirada);
      return {
        nome: user.nome,
        email: user.email,
        telefone: user.telefone,
        cpf: user.cpf,
        apelido: user.apelido,
        possuiMeiosPagamento: await possuiCartaoSalvo(db, usuarioId),
        loginSocial: user.loginSocial !== null,
      };
    },

    /** Own data only; CPF and e-mail are fixed; a new password ends the user's other sessions. */
    async atualizarDados(usuarioId: number, sessao: string | undefined, body: Atualizacao) {
      const user = await repo.porId(usuarioId);
      if (!user) throw new AppError('NAO_AUTENTICADO', MENSAGENS.sessaoExpirada);
      const errors: TErroCampo[] = [];
      if (body.cpf !== undefined && onlyDigits(body.cpf) !== user.cpf)
        errors.push({ campo: 'cpf', mensagem: MENSAGENS_CONTA.cpfImutavel });
      if (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase())
        errors.push({ campo: 'email', mensagem: MENSAGENS_CONTA.emailImutavel });
      if (body.senha && user.loginSocial !== null)
        errors.push({ campo: 'senha', mensagem: MENSAGENS_CONTA.senhaSocial });
      else if (body.senha && !body.senhaAtual)
        errors.push({ campo: 'senhaAtual', mensagem: MENSAGENS_CONTA.senhaAtualAusente });
      if (errors.length) throw validacao(errors);
      // A stolen session alone must not be enough to take the account over; wrong guesses lock the account.
      if (body.senha && !(await auth.conferirSenha(user, body.senhaAtual ?? '')))
        throw validacao([{ campo: 'senhaAtual', mensagem: MENSAGENS_CONTA.senhaAtualErrada }]);
      const senhaHash = body.senha ? await hashPassword(body.senha) : undefined;
      await db.transaction(async (tx) => {
        await contaRepository(tx).atualizar(usuarioId, {
          nome: body.nome,
          apelido: body.apelido,
          telefone: body.telefone,
          ...(senhaHash ? { senhaHash } : {}),
        });
        if (senhaHash) await revokeUserSessions(tx, usuarioId, sessao);
      });
      return { mensagem: MENSAGENS_CONTA.atualizado };
    },
  };
}

function toPergunta(p: PerguntaRow): TPerguntaUsuario {
  return {
    id: p.id,
    pergunta: p.pergunta,
    tipoResposta: { tipoResposta: p.tipoResposta as TPerguntaUsuario['tipoResposta']['tipoResposta'] },
    idPerguntaUsuarioSim: p.perguntaSimId,
    idPerguntaUsuarioNao: p.perguntaNaoId,
  };
}

/**
 * The registration questionnaire (spec doc 1 §7 "Security questions"), asked before the account
 * exists: the root questions, and the sub-question a SIM or NAO answer opens.
 */
export function questionarioService(db: Db) {
  const repo = contaRepository(db);
  return {
    async raizes(): Promise<TPerguntaUsuario[]> {
      return (await repo.perguntas()).filter((p) => p.raiz).map(toPergunta);
    },

    /** The question a SIM or NAO answer to question `id` opens (an empty list when none). */
    async subPergunta(id: number, resposta: 'SIM' | 'NAO'): Promise<TPerguntaUsuario[]> {
      const perguntas = await repo.perguntas();
      const pai = perguntas.find((p) => p.id === id);
      const filhaId = resposta === 'SIM' ? pai?.perguntaSimId : pai?.perguntaNaoId;
      return perguntas.filter((p) => p.id === filhaId).map(toPergunta);
    },
  };
}
