import {
  assinaturaDaPlataforma,
  type DesfechoRelato,
  MENSAGENS_RELATOS,
  type TBuscaRelatos,
  type TRelato,
  type TRelatoLinha,
} from '@aprovei/shared/comentarios/relatos.schemas';
import { AppError } from '@aprovei/shared/errors';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { Db } from '../../db/client.ts';
import { marcaDoTenant, renderEmail } from '../../mail/template.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { type Autor, auditar } from '../equipe/index.ts';
import { exercicioParaEquipe } from '../exercicios-fixacao/index.ts';
import { questaoParaEquipe } from '../questoes/index.ts';
import { relatosRepository } from './relatos.repository.ts';

export interface RelatosDeps {
  mailer?: Mailer;
  /** The product's public address (links in e-mails), by tenant. */
  enderecoPublico?: (tenant: Tenant) => string;
}

const plataformasDe = (tenant: string) => PLATAFORMAS_DO_TENANT[tenant as Tenant] as readonly number[];
const naoEncontrado = () => new AppError('NAO_ENCONTRADO', MENSAGENS_RELATOS.naoEncontrado);
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

const linha = (r: TRelatoLinha & { criadoEm: string | Date; fechadoEm: string | Date | null }) => ({
  id: r.id,
  comentario: r.comentario,
  aluno: r.aluno,
  criadoEm: new Date(r.criadoEm).toISOString(),
  tipoItem: r.tipoItem,
  itemId: r.itemId,
  numeroQuestao: r.numeroQuestao,
  plataformaId: r.plataformaId,
  totalRespostas: r.totalRespostas,
  fechadoEm: iso(r.fechadoEm),
  desfecho: r.desfecho,
});

/**
 * Error reports (issue 21 §8): the ERRO comments on the items of the staff member's product, oldest
 * first. An editor answers in the platform's name (the student reads 'Equipe Aprovei', and gets an
 * e-mail) and closes the report with its outcome. Every write goes to the audit log in its transaction.
 */
export function relatosService(db: Db, deps: RelatosDeps = {}) {
  const repo = relatosRepository(db);

  async function relato(tenant: string, id: number) {
    const r = await repo.porId(id, plataformasDe(tenant));
    if (!r) throw naoEncontrado();
    return r;
  }

  async function detalhe(tenant: string, id: number): Promise<TRelato> {
    const r = await relato(tenant, id);
    const item =
      r.tipoItem === 'QUESTAO'
        ? await questaoParaEquipe(db, r.itemId)
        : await exercicioParaEquipe(db, r.itemId);
    if (!item) throw naoEncontrado();
    const assinatura = assinaturaDaPlataforma(marcaDoTenant(tenant));
    const respostas = await repo.respostas(id);
    return {
      ...linha(r),
      alunoEmail: r.alunoEmail,
      fechadoPor: r.fechadoPor,
      item,
      respostas: respostas.map((x) => ({
        id: x.id,
        texto: x.texto,
        nome: x.daPlataforma ? `${assinatura} (${x.autor})` : x.autor,
        daPlataforma: x.daPlataforma,
        criadoEm: x.criadoEm.toISOString(),
      })),
    };
  }

  async function avisarAluno(
    tenant: Tenant,
    r: Awaited<ReturnType<typeof relato>>,
    resposta: string,
  ): Promise<void> {
    if (!deps.mailer) return;
    const endereco = deps.enderecoPublico?.(tenant);
    const questao = r.tipoItem === 'QUESTAO';
    const pagina = questao ? 'simulados' : 'exercicios-fixacao';
    const email = renderEmail(tenant, {
      assunto: 'Respondemos ao erro que você relatou',
      blocos: [
        `Olá, ${r.aluno.split(' ')[0]}!`,
        `A ${assinaturaDaPlataforma(marcaDoTenant(tenant))} respondeu ao erro que você relatou ${
          questao ? 'na questão' : 'no exercício de fixação'
        } ${r.numeroQuestao}:`,
        { citacao: resposta },
        `A resposta também está abaixo do seu comentário, nos comentários ${
          questao ? 'da questão' : 'do exercício'
        }${endereco ? `: ${endereco}${pagina}` : '.'}`,
      ],
    });
    await deps.mailer.enviar({ para: r.alunoEmail, ...email, tenantId: tenant, usuarioId: r.alunoId });
  }

  return {
    async fila(tenant: string, f: TBuscaRelatos) {
      const { linhas, total } = await repo.fila(plataformasDe(tenant), f);
      return { linhas: linhas.map(linha), total };
    },

    detalhe,

    /** The platform's answer under the student's comment; the student is told by e-mail. */
    async responder(autor: Autor, id: number, texto: string): Promise<TRelato> {
      const r = await relato(autor.tenant, id);
      await db.transaction(async (tx) => {
        const respostaId = await relatosRepository(tx).responderComoPlataforma(id, autor.id, texto);
        await auditar(tx, autor, {
          acao: 'responder',
          entidade: 'comentario',
          entidadeId: id,
          depois: { respostaId, resposta: texto, daPlataforma: true },
        });
      });
      await avisarAluno(autor.tenant as Tenant, r, texto);
      return detalhe(autor.tenant, id);
    },

    /** Closes an open report with its outcome (409 when already closed). */
    async fechar(autor: Autor, id: number, desfecho: DesfechoRelato): Promise<TRelato> {
      const r = await relato(autor.tenant, id);
      if (r.fechadoEm) throw new AppError('CONFLITO', MENSAGENS_RELATOS.jaFechado);
      await db.transaction(async (tx) => {
        if (!(await relatosRepository(tx).fechar(id, autor.id, desfecho)))
          throw new AppError('CONFLITO', MENSAGENS_RELATOS.jaFechado);
        await auditar(tx, autor, {
          acao: 'fechar',
          entidade: 'comentario',
          entidadeId: id,
          antes: { fechadoEm: null, desfecho: null },
          depois: { desfecho },
        });
      });
      return detalhe(autor.tenant, id);
    },
  };
}
