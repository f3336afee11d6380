import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { CONFIRMACAO_EXCLUSAO } from '@aprovei/shared/privacidade/privacidade.rules';
import type { TExcluirContaBody, TMeusDados } from '@aprovei/shared/privacidade/privacidade.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DepoisDaExclusao } from '../../db/titular.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { CartaoCreditoService } from '../cartao-credito/index.ts';
import { privacidadeRepository } from './privacidade.repository.ts';
import { dadosPessoais } from './secoes.ts';

const MENSAGEM_CONTA_EQUIPE = 'Contas da equipe são encerradas pela administração da plataforma.';
const contaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Conta não encontrada.');

/**
 * LGPD self-service (Lei 13.709/2018, art. 18): a copy of everything held about the user (II, V) and
 * the deletion of the account (VI). Each module declares what it holds and how it is erased
 * (`dados-pessoais.ts` in each, gathered by `secoes.ts`); this service only runs them.
 *
 * On deletion, in one transaction:
 * - the user row is kept (contracts point at it) but anonymised: name 'Usuário excluído', a CPF that
 *   can never be a real one, an undeliverable unique e-mail, no phone, nickname, UTM or password;
 *   `excluidoEm` set, so sign-in and refresh refuse it;
 * - erased: questionnaire answers, password codes, sessions (every device is signed out), popups seen,
 *   study preferences, reactions, answers to questions and exercises (with their per-user state),
 *   replies to comments, support messages, e-mails sent and failed sign-in records, open-question
 *   answers with their files and corrections (the files leave the storage once the transaction commits);
 * - comments: deleted, except those other students replied to, which keep their place in the thread
 *   with the text replaced by '[comentário removido a pedido do autor]' and the author shown as
 *   'Usuário excluído' (the anonymised name);
 * - kept: contracts and the products bought (payment records), for the legal obligations of art. 16, I;
 *   their automatic renewal stops (an ATIVA contract becomes RENOVACAO_CANCELADA), so nothing is charged
 *   after the deletion;
 * - saved cards: deleted at the payment gateway first (an outage answers 503 and deletes nothing), then
 *   our rows with the rest.
 */
export function privacidadeService(
  db: Db,
  cartoes: Pick<CartaoCreditoService, 'excluirTodosNoGateway'>,
  storage: FileStorage,
) {
  const repo = privacidadeRepository(db);
  const secoes = dadosPessoais(db, storage).flatMap((d) => d.exportar);

  return {
    /** The tables the export reads (the coverage test compares them with the database). */
    tabelasExportadas: (): string[] => ['usuario', ...secoes.map((s) => s.tabela)],

    async meusDados(usuarioId: number, tenant: Tenant): Promise<TMeusDados> {
      const perfil = await repo.perfil(usuarioId);
      if (!perfil || perfil.excluidoEm || perfil.tenantId !== tenant) throw contaNaoEncontrada();
      const titular = { id: perfil.id, tenantId: perfil.tenantId, cpf: perfil.cpf, email: perfil.email };
      const tabelas: Record<string, number> = { usuario: 1 };
      const resultado: TMeusDados['secoes'] = {};
      for (const s of secoes) {
        const rows = await s.ler(titular);
        tabelas[s.tabela] = rows.length;
        resultado[s.secao] = rows;
      }
      const { id: _id, tenantId: _t, excluidoEm: _e, ...dadosPerfil } = perfil;
      return {
        geradoEm: new Date().toISOString(),
        produto: tenant,
        tabelas,
        perfil: dadosPerfil,
        secoes: JSON.parse(JSON.stringify(resultado)),
      };
    },

    /**
     * Deletes the signed-in user's account after checking the current password, or the typed
     * 'EXCLUIR' for accounts without a password (social login). Staff accounts are closed by the
     * administration.
     */
    async excluirConta(usuarioId: number, tenant: Tenant, body: TExcluirContaBody): Promise<void> {
      const atual = await repo.perfil(usuarioId);
      if (!atual || atual.excluidoEm || atual.tenantId !== tenant) throw contaNaoEncontrada();
      if (atual.papel !== 'ALUNO') {
        throw new AppError('PROIBIDO', MENSAGEM_CONTA_EQUIPE);
      }
      // Checked before the transaction: argon2 takes a moment and PGlite has a single connection.
      const credencial = await repo.paraExclusao(usuarioId);
      const semSenha = credencial?.loginSocial != null || !credencial?.senhaHash;
      if (semSenha) {
        if (body.confirmacao?.trim().toUpperCase() !== CONFIRMACAO_EXCLUSAO) {
          throw new AppError('VALIDACAO', MENSAGENS.validacao, [
            { campo: 'confirmacao', mensagem: `Digite ${CONFIRMACAO_EXCLUSAO} para confirmar a exclusão.` },
          ]);
        }
      } else {
        if (!body.senha) {
          throw new AppError('VALIDACAO', MENSAGENS.validacao, [
            { campo: 'senha', mensagem: 'Informe sua senha atual para confirmar a exclusão.' },
          ]);
        }
        if (!(await verifyPassword(credencial!.senhaHash!, body.senha))) {
          throw new AppError('CREDENCIAIS_INVALIDAS', 'Senha incorreta.');
        }
      }

      await apagar(usuarioId);
    },

    /**
     * The same deletion, on the person's request to the staff (the back office): no password asked;
     * `auditar` runs in the deletion's transaction. Staff accounts are not deleted this way.
     */
    async excluirAPedido(usuarioId: number, tenant: Tenant, auditar: (tx: DbOrTx) => Promise<void>) {
      const atual = await repo.perfil(usuarioId);
      if (!atual || atual.excluidoEm || atual.tenantId !== tenant) throw contaNaoEncontrada();
      if (atual.papel !== 'ALUNO') throw new AppError('PROIBIDO', MENSAGEM_CONTA_EQUIPE);
      await apagar(usuarioId, auditar);
    },
  };

  async function apagar(usuarioId: number, auditar?: (tx: DbOrTx) => Promise<void>) {
    await cartoes.excluirTodosNoGateway(usuarioId);
    const depois = await db.transaction(async (tx) => {
      const u = await privacidadeRepository(tx).paraExclusao(usuarioId);
      if (!u || u.excluidoEm) throw contaNaoEncontrada();
      const titular = { id: u.id, tenantId: u.tenantId, cpf: u.cpf, email: u.email };
      const pendentes: DepoisDaExclusao[] = [];
      for (const dados of dadosPessoais(db, storage))
        await dados.apagar(tx, titular, (trabalho) => pendentes.push(trabalho));
      await auditar?.(tx);
      return pendentes;
    });
    for (const pendente of depois) await pendente();
  }
}
