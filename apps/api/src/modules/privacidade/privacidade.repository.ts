import { and, asc, eq, getTableName, inArray, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { type DbOrTx, rows } from '../../db/client.ts';
import {
  cartaoCredito,
  checklist,
  codigoSenha,
  comentario,
  comentarioResposta,
  compraPacoteSimulado,
  contratacao,
  divulgacao,
  divulgacaoVista,
  ebook,
  ebookUsuario,
  emailEnviado,
  emoji,
  enderecoUsuario,
  estatisticaConteudoUsuario,
  estatisticaMateriaUsuario,
  estatisticaUsuario,
  exercicioUsuario,
  mensagemSuporte,
  pedido,
  perguntaUsuario,
  plano,
  preenchimentoCalculadora,
  preferenciaEstudo,
  produto,
  produtoComprado,
  questaoUsuario,
  reacao,
  respostaExercicio,
  respostaPerguntaUsuario,
  respostaQuestao,
  respostaSimuladoQuestao,
  sessaoRefresh,
  simuladoQuestaoUsuario,
  simuladoTentativa,
  tentativaLogin,
  usuario,
} from '../../db/schema/index.ts';

type Row = Record<string, unknown>;

export interface Titular {
  id: number;
  tenantId: string;
  cpf: string;
  email: string;
}

/**
 * One export section per table holding the user's data: the table (SQL name), the section's name in
 * the export, and how to read the user's rows (never password or code hashes, nor refresh tokens).
 * A test compares these tables with every column named usuario_id (and every foreign key to usuario)
 * in the database, so a new table with user data cannot be forgotten.
 */
export function secoesExportacao(db: DbOrTx) {
  /** A section read straight from one table by its usuario_id. */
  const doTitular = (
    secao: string,
    fonte: PgTable & { usuarioId: PgColumn },
    colunas: SelectedFields,
    ordem: SQL[] = [],
  ) => ({
    tabela: getTableName(fonte),
    secao,
    ler: (u: Titular) =>
      db
        .select(colunas)
        .from(fonte as PgTable)
        .where(eq(fonte.usuarioId, u.id))
        .orderBy(...ordem) as Promise<Row[]>,
  });

  return [
    {
      tabela: 'resposta_pergunta_usuario',
      secao: 'questionarioCadastro',
      ler: (u: Titular): Promise<Row[]> =>
        db
          .select({
            pergunta: perguntaUsuario.pergunta,
            resposta: respostaPerguntaUsuario.resposta,
            respondidaEm: respostaPerguntaUsuario.respondidaEm,
          })
          .from(respostaPerguntaUsuario)
          .innerJoin(perguntaUsuario, eq(perguntaUsuario.id, respostaPerguntaUsuario.perguntaId))
          .where(eq(respostaPerguntaUsuario.usuarioId, u.id))
          .orderBy(asc(perguntaUsuario.ordem), asc(perguntaUsuario.id)),
    },
    doTitular(
      'sessoes',
      sessaoRefresh,
      {
        criadaEm: sessaoRefresh.criadoEm,
        expiraEm: sessaoRefresh.expiraEm,
        usadaEm: sessaoRefresh.usadoEm,
        revogadaEm: sessaoRefresh.revogadoEm,
      },
      [asc(sessaoRefresh.criadoEm)],
    ),
    doTitular(
      'pedidos',
      pedido,
      {
        id: pedido.id,
        planoId: pedido.planoId,
        ebooksIds: pedido.ebooksIds,
        metodoPagamento: pedido.metodoPagamento,
        status: pedido.status,
        qtdParcelas: pedido.qtdParcelas,
        valorTotal: sql<number>`${pedido.valorTotalCentavos} / 100.0`.mapWith(Number),
        desconto: sql<number>`${pedido.descontoCentavos} / 100.0`.mapWith(Number),
        criadoEm: pedido.criadoEm,
      },
      [asc(pedido.criadoEm)],
    ),
    doTitular(
      'ebooks',
      ebookUsuario,
      {
        ebookId: ebookUsuario.ebookId,
        nome: sql<string>`(select ${ebook.nome} from ${ebook} where ${ebook.id} = ${ebookUsuario.ebookId})`,
        pedidoId: ebookUsuario.pedidoId,
        adquiridoEm: ebookUsuario.adquiridoEm,
      },
      [asc(ebookUsuario.adquiridoEm)],
    ),
    doTitular('endereco', enderecoUsuario, {
      cep: enderecoUsuario.cep,
      logradouro: enderecoUsuario.logradouro,
      numeroLogradouro: enderecoUsuario.numeroLogradouro,
      bairro: enderecoUsuario.bairro,
      complemento: enderecoUsuario.complemento,
      municipio: enderecoUsuario.municipio,
      uf: enderecoUsuario.uf,
    }),
    doTitular(
      'codigosTrocaSenha',
      codigoSenha,
      {
        criadoEm: codigoSenha.criadoEm,
        expiraEm: codigoSenha.expiraEm,
        usadoEm: codigoSenha.usadoEm,
        tentativas: codigoSenha.tentativas,
      },
      [asc(codigoSenha.criadoEm)],
    ),
    {
      tabela: 'contratacao',
      secao: 'contratacoes',
      ler: async (u: Titular): Promise<Row[]> => {
        const contratos = await db
          .select({
            id: contratacao.id,
            plano: plano.nomePlano,
            situacaoCodigo: contratacao.situacaoCodigo,
            metodoPagamento: contratacao.metodoPagamento,
            dataInicio: contratacao.dataInicio,
            dataValidadeAssinatura: contratacao.dataValidadeAssinatura,
            renovacaoAutomatica: contratacao.renovacaoAutomatica,
            valorPago: sql<number>`${contratacao.valorPagoCentavos} / 100.0`.mapWith(Number),
            canceladaEm: contratacao.canceladaEm,
            criadoEm: contratacao.criadoEm,
          })
          .from(contratacao)
          .innerJoin(plano, eq(plano.id, contratacao.planoId))
          .where(eq(contratacao.usuarioId, u.id))
          .orderBy(asc(contratacao.dataInicio), asc(contratacao.id));
        if (contratos.length === 0) return [];
        const produtos = await db
          .select({
            contratacaoId: produtoComprado.contratacaoId,
            nomeProduto: produto.nomeProduto,
            dataInicio: produtoComprado.dataInicio,
            dataValidadeAssinatura: produtoComprado.dataValidadeAssinatura,
            valorPago: sql<number>`${produtoComprado.valorPagoCentavos} / 100.0`.mapWith(Number),
          })
          .from(produtoComprado)
          .innerJoin(produto, eq(produto.id, produtoComprado.produtoId))
          .where(
            inArray(
              produtoComprado.contratacaoId,
              contratos.map((c) => c.id),
            ),
          )
          .orderBy(asc(produtoComprado.id));
        return contratos.map((c) => ({
          ...c,
          produtosComprados: produtos
            .filter((p) => p.contratacaoId === c.id)
            .map(({ contratacaoId: _, ...p }) => p),
        }));
      },
    },
    doTitular(
      'respostasQuestoes',
      respostaQuestao,
      {
        questaoId: respostaQuestao.questaoId,
        alternativaId: respostaQuestao.alternativaId,
        valorSomatoria: respostaQuestao.valorSomatoria,
        correta: respostaQuestao.correta,
        respondidaEm: respostaQuestao.respondidaEm,
      },
      [asc(respostaQuestao.respondidaEm), asc(respostaQuestao.id)],
    ),
    doTitular(
      'ultimaRespostaPorQuestao',
      questaoUsuario,
      {
        questaoId: questaoUsuario.questaoId,
        ultimaCorreta: questaoUsuario.ultimaCorreta,
        ultimaAlternativaId: questaoUsuario.ultimaAlternativaId,
        ultimaSomatoria: questaoUsuario.ultimaSomatoria,
        totalRespostas: questaoUsuario.totalRespostas,
        ultimaEm: questaoUsuario.ultimaEm,
      },
      [asc(questaoUsuario.questaoId)],
    ),
    // The dashboards' counters, derived from the states above.
    doTitular(
      'estatisticasPorPlataforma',
      estatisticaUsuario,
      {
        plataformaId: estatisticaUsuario.plataformaId,
        acertos: estatisticaUsuario.acertos,
        erros: estatisticaUsuario.erros,
      },
      [asc(estatisticaUsuario.plataformaId)],
    ),
    doTitular(
      'estatisticasPorMateria',
      estatisticaMateriaUsuario,
      {
        plataformaId: estatisticaMateriaUsuario.plataformaId,
        materiaId: estatisticaMateriaUsuario.materiaId,
        acertos: estatisticaMateriaUsuario.acertos,
        erros: estatisticaMateriaUsuario.erros,
      },
      [asc(estatisticaMateriaUsuario.plataformaId), asc(estatisticaMateriaUsuario.materiaId)],
    ),
    doTitular(
      'estatisticasPorConteudo',
      estatisticaConteudoUsuario,
      {
        plataformaId: estatisticaConteudoUsuario.plataformaId,
        conteudoId: estatisticaConteudoUsuario.conteudoId,
        acertos: estatisticaConteudoUsuario.acertos,
        erros: estatisticaConteudoUsuario.erros,
      },
      [asc(estatisticaConteudoUsuario.plataformaId), asc(estatisticaConteudoUsuario.conteudoId)],
    ),
    doTitular(
      'respostasExercicios',
      respostaExercicio,
      {
        exercicioId: respostaExercicio.exercicioId,
        resposta: respostaExercicio.resposta,
        correta: respostaExercicio.correta,
        respondidaEm: respostaExercicio.respondidaEm,
      },
      [asc(respostaExercicio.respondidaEm), asc(respostaExercicio.id)],
    ),
    doTitular(
      'ultimaRespostaPorExercicio',
      exercicioUsuario,
      {
        exercicioId: exercicioUsuario.exercicioId,
        ultimaCorreta: exercicioUsuario.ultimaCorreta,
        ultimaResposta: exercicioUsuario.ultimaResposta,
        totalRespostas: exercicioUsuario.totalRespostas,
        ultimaEm: exercicioUsuario.ultimaEm,
      },
      [asc(exercicioUsuario.exercicioId)],
    ),
    doTitular(
      'simulados',
      simuladoTentativa,
      {
        simuladoId: simuladoTentativa.simuladoId,
        iniciadoEm: simuladoTentativa.iniciadoEm,
        finalizadoEm: simuladoTentativa.finalizadoEm,
        pontuacao: simuladoTentativa.pontuacao,
        acertos: simuladoTentativa.acertos,
        resultado: simuladoTentativa.resultado,
      },
      [asc(simuladoTentativa.iniciadoEm), asc(simuladoTentativa.simuladoId)],
    ),
    doTitular(
      'respostasSimulados',
      respostaSimuladoQuestao,
      {
        questaoSimuladoId: respostaSimuladoQuestao.simuladoQuestaoId,
        alternativaId: respostaSimuladoQuestao.alternativaId,
        correta: respostaSimuladoQuestao.correta,
        respondidaEm: respostaSimuladoQuestao.respondidaEm,
      },
      [asc(respostaSimuladoQuestao.respondidaEm), asc(respostaSimuladoQuestao.id)],
    ),
    doTitular(
      'ultimaRespostaPorQuestaoSimulado',
      simuladoQuestaoUsuario,
      {
        questaoSimuladoId: simuladoQuestaoUsuario.simuladoQuestaoId,
        ultimaCorreta: simuladoQuestaoUsuario.ultimaCorreta,
        ultimaAlternativaId: simuladoQuestaoUsuario.ultimaAlternativaId,
        totalRespostas: simuladoQuestaoUsuario.totalRespostas,
        ultimaEm: simuladoQuestaoUsuario.ultimaEm,
      },
      [asc(simuladoQuestaoUsuario.simuladoQuestaoId)],
    ),
    doTitular(
      'comprasPacotesSimulados',
      compraPacoteSimulado,
      { pacoteId: compraPacoteSimulado.pacoteId, compradoEm: compraPacoteSimulado.compradoEm },
      [asc(compraPacoteSimulado.compradoEm)],
    ),
    doTitular(
      'calculadorasCurriculo',
      preenchimentoCalculadora,
      {
        calculadoraId: preenchimentoCalculadora.calculadoraId,
        linhas: preenchimentoCalculadora.linhas,
        atualizadoEm: preenchimentoCalculadora.atualizadoEm,
      },
      [asc(preenchimentoCalculadora.calculadoraId)],
    ),
    doTitular('preferenciasEstudo', preferenciaEstudo, {
      questoesAleatorias: preferenciaEstudo.questoesAleatorias,
      exerciciosAleatorios: preferenciaEstudo.exerciciosAleatorios,
    }),
    doTitular(
      'comentarios',
      comentario,
      {
        id: comentario.id,
        questaoId: comentario.questaoId,
        exercicioId: comentario.exercicioId,
        tipo: comentario.tipo,
        texto: comentario.texto,
        criadoEm: comentario.criadoEm,
      },
      [asc(comentario.criadoEm), asc(comentario.id)],
    ),
    doTitular(
      'respostasComentarios',
      comentarioResposta,
      {
        comentarioId: comentarioResposta.comentarioId,
        texto: comentarioResposta.texto,
        criadoEm: comentarioResposta.criadoEm,
      },
      [asc(comentarioResposta.criadoEm), asc(comentarioResposta.id)],
    ),
    {
      tabela: 'reacao',
      secao: 'reacoes',
      ler: (u: Titular): Promise<Row[]> =>
        db
          .select({
            localReacao: reacao.localReacao,
            alvoId: reacao.alvoId,
            emoji: emoji.simbolo,
            criadoEm: reacao.criadoEm,
          })
          .from(reacao)
          .innerJoin(emoji, eq(emoji.id, reacao.emojiId))
          .where(eq(reacao.usuarioId, u.id))
          .orderBy(asc(reacao.criadoEm), asc(reacao.id)),
    },
    {
      tabela: 'divulgacao_vista',
      secao: 'divulgacoesVistas',
      ler: (u: Titular): Promise<Row[]> =>
        db
          .select({ titulo: divulgacao.tituloTexto, vistaEm: divulgacaoVista.vistaEm })
          .from(divulgacaoVista)
          .innerJoin(divulgacao, eq(divulgacao.id, divulgacaoVista.divulgacaoId))
          .where(eq(divulgacaoVista.usuarioId, u.id))
          .orderBy(asc(divulgacaoVista.vistaEm)),
    },
    {
      tabela: 'checklist',
      secao: 'checklist',
      ler: (u: Titular): Promise<Row[]> =>
        rows<Row>(
          db,
          sql`select c.versao, c.criada_em as "criadaEm", c.atualizada_em as "atualizadaEm",
                coalesce((select json_agg(json_build_object('materia', m.nome, 'conteudo', k.nome,
                    'estudoTeorico', cc.estudo_teorico, 'resolucaoQuestao', cc.resolucao_questao,
                    'revisao', cc.revisao, 'observacoes', cc.observacoes) order by m.id, k.id)
                  from checklist_conteudo cc join conteudo k on k.id = cc.conteudo_id
                  join materia m on m.id = k.materia_id
                  where cc.checklist_id = c.id), '[]'::json) as conteudos
              from checklist c where c.usuario_id = ${u.id}`,
        ),
    },
    doTitular(
      'mensagensSuporte',
      mensagemSuporte,
      {
        email: mensagemSuporte.email,
        assunto: mensagemSuporte.assunto,
        mensagem: mensagemSuporte.mensagem,
        criadoEm: mensagemSuporte.criadoEm,
        enviadaEm: mensagemSuporte.enviadaEm,
      },
      [asc(mensagemSuporte.criadoEm)],
    ),
    doTitular(
      'cartoesCredito',
      cartaoCredito,
      {
        apelido: cartaoCredito.apelido,
        bandeira: cartaoCredito.bandeira,
        ultimosQuatroDigitos: cartaoCredito.ultimosQuatroDigitos,
        mesValidade: cartaoCredito.mesValidade,
        anoValidade: cartaoCredito.anoValidade,
        nomeTitular: cartaoCredito.nomeTitular,
        cpfTitular: cartaoCredito.cpfTitular,
        cep: cartaoCredito.cep,
        logradouro: cartaoCredito.logradouro,
        numeroLogradouro: cartaoCredito.numeroLogradouro,
        bairro: cartaoCredito.bairro,
        complemento: cartaoCredito.complemento,
        municipio: cartaoCredito.municipioNome,
        uf: cartaoCredito.siglaEstado,
        principal: cartaoCredito.principal,
        secundario: cartaoCredito.secundario,
        criadoEm: cartaoCredito.criadoEm,
      },
      [asc(cartaoCredito.criadoEm)],
    ),
    // Found by usuario_id and also by the address (e-mails sent to it before any link existed).
    {
      tabela: 'email_enviado',
      secao: 'emailsRecebidos',
      ler: (u: Titular): Promise<Row[]> =>
        db
          .select({
            para: emailEnviado.para,
            assunto: emailEnviado.assunto,
            texto: emailEnviado.texto,
            criadoEm: emailEnviado.criadoEm,
            enviadoEm: emailEnviado.enviadoEm,
          })
          .from(emailEnviado)
          .where(emailsDoTitular(u))
          .orderBy(asc(emailEnviado.criadoEm)),
    },
    {
      tabela: 'tentativa_login',
      secao: 'tentativasEntrada',
      ler: (u: Titular): Promise<Row[]> =>
        db
          .select({ criadoEm: tentativaLogin.criadoEm, sucesso: tentativaLogin.sucesso })
          .from(tentativaLogin)
          .where(tentativasDoTitular(u))
          .orderBy(asc(tentativaLogin.criadoEm)),
    },
  ] as const;
}

/** The e-mails about the user (codes, support copies: usuario_id) and any other sent to their address. */
const emailsDoTitular = (u: Titular) =>
  or(
    eq(emailEnviado.usuarioId, u.id),
    and(
      or(eq(emailEnviado.tenantId, u.tenantId), sql`${emailEnviado.tenantId} is null`),
      eq(sql`lower(${emailEnviado.para})`, u.email.toLowerCase()),
    ),
  );

const tentativasDoTitular = (u: Titular) =>
  and(
    eq(tentativaLogin.tenantId, u.tenantId),
    inArray(tentativaLogin.chave, [`cpf:${u.cpf}`, `email:${u.email.toLowerCase()}`]),
  );

export const TEXTO_COMENTARIO_REMOVIDO = '[comentário removido a pedido do autor]';

export function privacidadeRepository(db: DbOrTx) {
  return {
    async perfil(usuarioId: number) {
      const [u] = await db
        .select({
          id: usuario.id,
          tenantId: usuario.tenantId,
          nome: usuario.nome,
          cpf: usuario.cpf,
          apelido: usuario.apelido,
          telefone: usuario.telefone,
          email: usuario.email,
          papel: usuario.papel,
          loginSocial: usuario.loginSocial,
          plataformaId: usuario.plataformaId,
          utmParams: usuario.utmParams,
          precisaValidacaoSenha: usuario.precisaValidacaoSenha,
          criadoEm: usuario.criadoEm,
          atualizadoEm: usuario.atualizadoEm,
          excluidoEm: usuario.excluidoEm,
        })
        .from(usuario)
        .where(eq(usuario.id, usuarioId));
      return u;
    },

    async paraExclusao(usuarioId: number) {
      const [u] = await db
        .select({
          id: usuario.id,
          tenantId: usuario.tenantId,
          cpf: usuario.cpf,
          email: usuario.email,
          papel: usuario.papel,
          senhaHash: usuario.senhaHash,
          loginSocial: usuario.loginSocial,
          excluidoEm: usuario.excluidoEm,
        })
        .from(usuario)
        .where(eq(usuario.id, usuarioId))
        .for('update');
      return u;
    },

    /**
     * Erases what is not kept (see the service). Comments other users replied to keep their place in
     * the thread with the text removed; the others go, with their reactions.
     */
    async apagarDados(u: Titular) {
      const id = u.id;
      await db.delete(respostaPerguntaUsuario).where(eq(respostaPerguntaUsuario.usuarioId, id));
      await db.delete(codigoSenha).where(eq(codigoSenha.usuarioId, id));
      await db.delete(enderecoUsuario).where(eq(enderecoUsuario.usuarioId, id));
      await db.delete(cartaoCredito).where(eq(cartaoCredito.usuarioId, id));
      await db.delete(divulgacaoVista).where(eq(divulgacaoVista.usuarioId, id));
      await db.delete(sessaoRefresh).where(eq(sessaoRefresh.usuarioId, id));
      await db.delete(preferenciaEstudo).where(eq(preferenciaEstudo.usuarioId, id));
      await db.delete(reacao).where(eq(reacao.usuarioId, id));
      await db.delete(respostaQuestao).where(eq(respostaQuestao.usuarioId, id));
      await db.delete(questaoUsuario).where(eq(questaoUsuario.usuarioId, id));
      await db.delete(estatisticaMateriaUsuario).where(eq(estatisticaMateriaUsuario.usuarioId, id));
      await db.delete(estatisticaConteudoUsuario).where(eq(estatisticaConteudoUsuario.usuarioId, id));
      await db.delete(estatisticaUsuario).where(eq(estatisticaUsuario.usuarioId, id));
      await db.delete(respostaExercicio).where(eq(respostaExercicio.usuarioId, id));
      await db.delete(exercicioUsuario).where(eq(exercicioUsuario.usuarioId, id));
      await db.delete(comentarioResposta).where(eq(comentarioResposta.usuarioId, id));
      // Mock exams: the attempts leave the ranking with them (its counts follow, migration 0009).
      await db.delete(respostaSimuladoQuestao).where(eq(respostaSimuladoQuestao.usuarioId, id));
      await db.delete(simuladoQuestaoUsuario).where(eq(simuladoQuestaoUsuario.usuarioId, id));
      await db.delete(simuladoTentativa).where(eq(simuladoTentativa.usuarioId, id));
      await db.delete(compraPacoteSimulado).where(eq(compraPacoteSimulado.usuarioId, id));
      await db.delete(preenchimentoCalculadora).where(eq(preenchimentoCalculadora.usuarioId, id));
      await db.delete(checklist).where(eq(checklist.usuarioId, id)); // its contents' flags go with it

      const semRespostaDeOutros = (c: typeof comentario) =>
        notExists(
          db
            .select({ one: sql`1` })
            .from(comentarioResposta)
            .where(and(eq(comentarioResposta.comentarioId, c.id), ne(comentarioResposta.usuarioId, id))),
        );
      const apagados = await db
        .delete(comentario)
        .where(and(eq(comentario.usuarioId, id), semRespostaDeOutros(comentario)))
        .returning({ id: comentario.id });
      if (apagados.length > 0) {
        await db.delete(reacao).where(
          and(
            inArray(reacao.localReacao, ['COMENTARIO', 'COMENTARIO_EXERCICIO_FIXACAO']),
            inArray(
              reacao.alvoId,
              apagados.map((c) => c.id),
            ),
          ),
        );
      }
      await db
        .update(comentario)
        .set({ texto: TEXTO_COMENTARIO_REMOVIDO })
        .where(eq(comentario.usuarioId, id));

      // Only the user's own messages: another student may have typed this address in theirs.
      await db.delete(mensagemSuporte).where(eq(mensagemSuporte.usuarioId, id));
      await db.delete(emailEnviado).where(emailsDoTitular(u));
      await db.delete(tentativaLogin).where(tentativasDoTitular(u));
    },

    async anonimizar(
      usuarioId: number,
      values: { nome: string; cpf: string; email: string; excluidoEm: Date },
    ) {
      await db
        .update(usuario)
        .set({
          ...values,
          apelido: null,
          telefone: null,
          utmParams: null,
          senhaHash: null,
          loginSocial: null,
          precisaValidacaoSenha: false,
          atualizadoEm: values.excluidoEm,
        })
        .where(eq(usuario.id, usuarioId));
    },
  };
}
