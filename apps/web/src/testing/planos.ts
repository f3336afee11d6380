import type { TPlano } from '@aprovei/shared/planos/planos.schemas';

/** A plan as planos/listar answers it, for tests: 3x of R$ 597,00 unless overridden. */
export function planoExemplo(p: Partial<TPlano> & Pick<TPlano, 'id' | 'nomePlano'>): TPlano {
  return {
    descricao: `Descrição de ${p.nomePlano}.`,
    descricaoDetalhada: '',
    valorIntegralPlano: 597,
    valorIntegralPlanoOriginal: 597,
    valorPlanoComDesconto: 597,
    valorDesconto: 0,
    possuiDesconto: false,
    mensagemDesconto: null,
    planoParcelado: [
      { qtdParcela: 1, valorParcelado: 597 },
      { qtdParcela: 2, valorParcelado: 298.5 },
      { qtdParcela: 3, valorParcelado: 199 },
    ],
    ehDestaque: false,
    ordem: p.id,
    tipoPlano: 'N',
    idPlataforma: 1,
    planoEnare: false,
    duracaoMeses: 12,
    funcionalidades: [],
    ...p,
  };
}
