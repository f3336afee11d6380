/** '1 reação' / 'N reações'. */
export const pluralReacoes = (n: number) => (n === 1 ? '1 reação' : `${n} reações`);
