import { MENSAGENS_CARTAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import {
  type TEnderecoCep,
  TEXTOS_CARTAO_CREDITO,
  type ZEnderecoBody,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type { TItemNome, TMunicipio, TUf } from '@aprovei/shared/catalogo/catalogo.schemas';
import { AppError, type TErroCampo } from '@aprovei/shared/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enderecoUsuario } from '../../db/schema/checkout.ts';

/** An address as it is saved: the buyer's fields, the IBGE município and UF, the street type's id. */
export interface EnderecoResolvido {
  cep: string;
  tipoLogradouroId: number | null;
  logradouro: string;
  numeroLogradouro: string;
  bairro: string;
  complemento: string | null;
  municipio: TMunicipio;
  uf: TUf;
  /** False when the lookup did not know the CEP (or could not answer) and the buyer chose the city. */
  consultado: boolean;
}

export interface FontesDoEndereco {
  /** The lookup's address, or null when it does not know the CEP or cannot answer now. */
  consultar(cep: string): Promise<TEnderecoCep | null>;
  /** The IBGE municipalities of a UF; undefined for a sigla that is no UF. */
  municipiosDaUf(sigla: string): readonly TMunicipio[] | undefined;
  tiposLogradouro(): Promise<readonly TItemNome[]>;
}

const MENSAGEM_CONCLUIDO = 'Endereço cadastrado com sucesso.';

/**
 * The address a buyer sends (issue 18 §6: an address never blocks a sale). A CEP the lookup knows
 * gives its município and UF, whatever the client says (spec doc 2 §5); a CEP it does not know, or a
 * lookup that fails, takes the município and UF the buyer chose, the município one of the IBGE list of
 * that UF. Refusals are 400s on the fields, under `prefixo` (`endereco.` inside a card).
 */
export function enderecoInformado(db: Db, fontes: FontesDoEndereco) {
  async function resolver(e: z.output<typeof ZEnderecoBody>, prefixo = ''): Promise<EnderecoResolvido> {
    const erros: TErroCampo[] = [];
    const erro = (campo: string, mensagem: string) => erros.push({ campo: `${prefixo}${campo}`, mensagem });
    const [consultado, tipos] = await Promise.all([fontes.consultar(e.cep), fontes.tiposLogradouro()]);
    const tipoLogradouroId = e.tipoLogradouro?.id ?? consultado?.tipoLogradouro?.id ?? null;
    if (tipoLogradouroId !== null && !tipos.some((t) => t.id === tipoLogradouroId)) {
      erro('tipoLogradouro', 'Tipo de logradouro inválido.');
    }
    let lugar = consultado ? { municipio: consultado.municipio, uf: consultado.uf } : null;
    if (!consultado) {
      const municipios = e.uf ? fontes.municipiosDaUf(e.uf.sigla) : undefined;
      if (!e.uf) erro('uf', MENSAGENS_CARTAO.campoObrigatorio);
      else if (!municipios) erro('uf', TEXTOS_CARTAO_CREDITO.ufInvalida);
      const municipio = municipios?.find((m) => m.id === e.municipio?.id);
      if (!e.municipio) erro('municipio', MENSAGENS_CARTAO.campoObrigatorio);
      else if (municipios && !municipio) erro('municipio', TEXTOS_CARTAO_CREDITO.municipioForaDaUf);
      if (municipio) lugar = { municipio, uf: municipio.uf };
    }
    if (erros.length > 0 || !lugar) throw new AppError('VALIDACAO', erros[0]!.mensagem, erros);
    return {
      cep: e.cep,
      tipoLogradouroId,
      logradouro: e.logradouro,
      numeroLogradouro: e.numeroLogradouro,
      bairro: e.bairro,
      complemento: e.complemento,
      ...lugar,
      consultado: consultado !== null,
    };
  }

  return {
    resolver,

    /** POST conta/cadastra-endereco-usuario: the buyer's address, one per user (the latest kept). */
    async salvarDoUsuario(usuarioId: number, e: z.output<typeof ZEnderecoBody>) {
      const r = await resolver(e);
      const valores = {
        cep: r.cep,
        tipoLogradouroId: r.tipoLogradouroId,
        logradouro: r.logradouro,
        numeroLogradouro: r.numeroLogradouro,
        bairro: r.bairro,
        complemento: r.complemento,
        municipio: r.municipio.nome,
        uf: r.uf.sigla,
      };
      await db
        .insert(enderecoUsuario)
        .values({ usuarioId, ...valores })
        .onConflictDoUpdate({
          target: enderecoUsuario.usuarioId,
          set: { ...valores, atualizadoEm: new Date() },
        });
      return { mensagem: MENSAGEM_CONCLUIDO };
    },
  };
}
