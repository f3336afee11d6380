/** The free trainee plan's name as the data holds it (spec doc 2 §4: plan 5, ESTAGIARIO). */
export const NOME_PLANO_ESTAGIARIO = 'ESTAGIARIO';

/** A plan's name as people read it: the trainee plan's code becomes 'Estagiário'. */
export const nomeExibidoPlano = (nomePlano: string) =>
  nomePlano === NOME_PLANO_ESTAGIARIO ? 'Estagiário' : nomePlano;
