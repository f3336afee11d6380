const numero = new Intl.NumberFormat('pt-BR');

/**
 * 'n palavra' in pt-BR: the singular for 1 (and -1), the plural for anything else, 0 included ('0 acertos',
 * '1 acerto', '2 acertos'). The plural defaults to the singular plus 's'; pass it when it is irregular
 * ('questão', 'questões'). The number is written with pt-BR thousands ('50.000 participantes').
 */
export function plural(n: number, singular: string, formaPlural = `${singular}s`): string {
  return `${numero.format(n)} ${Math.abs(n) === 1 ? singular : formaPlural}`;
}
