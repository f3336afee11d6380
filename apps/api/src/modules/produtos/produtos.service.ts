import { Readable } from 'node:stream';
import { AppError } from '@aprovei/shared/errors';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { MENSAGENS_PRODUTO } from '@aprovei/shared/produtos/produtos.rules';
import type { DbOrTx } from '../../db/client.ts';
import { renderEmail } from '../../mail/template.ts';
import { type FileStorage, newStorageKey, type StoredFile } from '../../storage/file-storage.ts';
import { produtosRepository } from './produtos.repository.ts';

type EmailProduto = ReturnType<typeof renderEmail> & { para: string; tenantId: string; usuarioId: number };

export interface ProdutosDeps {
  /** The file storage (the products' files); the seed of a database without one passes none. */
  storage?: FileStorage;
  /** The app's mailer (plugins/mail.ts), as far as these e-mails need it. */
  mailer?: { enviar(m: EmailProduto): Promise<void> };
  log?: { warn(obj: object, msg: string): void };
}

/** A new product as the demo content and the tests describe it (the file's bytes for ARQUIVO). */
export type NovoProduto = {
  nomeProduto: string;
  descricao: string;
  valorCentavos: number;
  duracaoMeses?: number;
} & (
  | { tipoEntrega: 'ARQUIVO'; arquivo: { nome: string; bytes: Uint8Array; tipo: 'application/pdf' } }
  | { tipoEntrega: 'ENVIOS_QUESTAO_ABERTA'; enviosQuestaoAberta: number }
  | { tipoEntrega: 'SERVICO'; instrucoes: string }
);

/** Add-on products: their files served to their owners, the services' e-mails, their registration. */
export function produtosService(db: DbOrTx, deps: ProdutosDeps) {
  const repo = produtosRepository(db);

  return {
    /**
     * GET produtos/baixar-arquivo/{id}: the file of a bought product (produto_comprado id), only to the
     * user whose paid order holds it. Another user's purchase is not found (404); a purchase whose order
     * is not paid (refunded, charged back) answers 403.
     */
    async arquivo(
      usuarioId: number,
      tenant: Tenant,
      idProdutoComprado: number,
    ): Promise<{ nome: string; arquivo: StoredFile }> {
      const r = await repo.compradoDoUsuario(usuarioId, tenant, idProdutoComprado);
      if (!r) throw new AppError('NAO_ENCONTRADO', MENSAGENS_PRODUTO.naoEncontrado);
      if (r.tipoEntrega !== 'ARQUIVO' || !r.arquivoChave || !r.arquivoNome)
        throw new AppError('NAO_ENCONTRADO', MENSAGENS_PRODUTO.semArquivo);
      if (!r.pago) throw new AppError('PROIBIDO', MENSAGENS_PRODUTO.naoPago);
      const arquivo = await deps.storage?.get(r.arquivoChave);
      if (!arquivo) throw new AppError('INDISPONIVEL', MENSAGENS_PRODUTO.arquivoIndisponivel);
      return { nome: r.arquivoNome, arquivo };
    },

    /**
     * Sends the instructions of the services paid (the job 'produtos-instrucoes' and the tests): each one
     * reserved before it goes, so two runs never send it twice; one the mail server refused is given
     * back for the next run. Answers how many went out.
     */
    async enviarInstrucoesPendentes(limite = 50): Promise<number> {
      if (!deps.mailer) return 0;
      let enviadas = 0;
      for (const s of await repo.instrucoesPendentes(limite)) {
        if (!(await repo.reservarInstrucoes(s.id, new Date()))) continue;
        const email = renderEmail(s.tenantId as Tenant, {
          assunto: `Como aproveitar: ${s.nomeProduto}`,
          titulo: s.nomeProduto,
          blocos: [
            `Olá, ${s.nome.split(' ')[0]}! Recebemos o pagamento de ${s.nomeProduto}. Veja como começar:`,
            s.instrucoes || MENSAGENS_PRODUTO.instrucoesPadrao,
            'Estas instruções ficam também em Meus produtos, na tela Configurações. Bons Estudos!',
          ],
        });
        try {
          await deps.mailer.enviar({ para: s.email, ...email, tenantId: s.tenantId, usuarioId: s.usuarioId });
          enviadas++;
        } catch (error) {
          await repo.liberarInstrucoes(s.id);
          deps.log?.warn({ err: error, produtoComprado: s.id }, 'produtos: instruções não enviadas');
        }
      }
      return enviadas;
    },

    /** Demo content and tests: a product, its file (ARQUIVO) written to the storage first. */
    async cadastrar(tenant: Tenant, p: NovoProduto): Promise<number> {
      const base = {
        tenantId: tenant,
        nomeProduto: p.nomeProduto,
        descricao: p.descricao,
        valorCentavos: p.valorCentavos,
        duracaoMeses: p.duracaoMeses ?? 12,
        tipoEntrega: p.tipoEntrega,
      };
      switch (p.tipoEntrega) {
        case 'ARQUIVO': {
          if (!deps.storage)
            throw new Error('produtosService.cadastrar precisa do armazenamento de arquivos');
          const chave = newStorageKey('produtos', 'pdf');
          await deps.storage.put(chave, Readable.from([Buffer.from(p.arquivo.bytes)]), p.arquivo.tipo);
          return repo.inserir({ ...base, arquivoChave: chave, arquivoNome: p.arquivo.nome });
        }
        case 'ENVIOS_QUESTAO_ABERTA':
          return repo.inserir({ ...base, enviosQuestaoAberta: p.enviosQuestaoAberta });
        case 'SERVICO':
          return repo.inserir({ ...base, instrucoes: p.instrucoes });
      }
    },
  };
}

export type ProdutosService = ReturnType<typeof produtosService>;
