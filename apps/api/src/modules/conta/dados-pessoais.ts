import {
  cpfUsuarioExcluido,
  emailUsuarioExcluido,
  NOME_USUARIO_EXCLUIDO,
} from '@aprovei/shared/privacidade/privacidade.rules';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codigoSenha, perguntaUsuario, respostaPerguntaUsuario, usuario } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * What conta holds about a person: the registration questionnaire and the password codes (the profile
 * itself is the export's `perfil`). The deletion erases them and anonymises the user row, which stays
 * (contracts point at it): name 'Usuário excluído', a CPF that can never be a real one, an undeliverable
 * unique e-mail, no phone, nickname, UTM or password; `excluidoEm` set, so sign-in and refresh refuse it.
 */
export function dadosPessoaisConta(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      {
        tabela: 'resposta_pergunta_usuario',
        secao: 'questionarioCadastro',
        ler: (u) =>
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
      secaoDoTitular(
        db,
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
    ],
    async apagar(tx, { id }) {
      await tx.delete(respostaPerguntaUsuario).where(eq(respostaPerguntaUsuario.usuarioId, id));
      await tx.delete(codigoSenha).where(eq(codigoSenha.usuarioId, id));
      const excluidoEm = new Date();
      await tx
        .update(usuario)
        .set({
          nome: NOME_USUARIO_EXCLUIDO,
          cpf: cpfUsuarioExcluido(id),
          email: emailUsuarioExcluido(id),
          excluidoEm,
          apelido: null,
          telefone: null,
          utmParams: null,
          senhaHash: null,
          loginSocial: null,
          precisaValidacaoSenha: false,
          atualizadoEm: excluidoEm,
        })
        .where(eq(usuario.id, id));
    },
  };
}
