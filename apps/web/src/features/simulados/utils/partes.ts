import type { ParteSimulado } from '@aprovei/shared/simulados/simulados.rules';
import type { TResultadoParte, TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { plural } from '@aprovei/shared/texto/plural';

/** The parts' names as the list shows them (spec: ENARE SUS, específico, geral; FUVEST português, SUS e políticas públicas, específico). */
export function rotuloParte(parte: ParteSimulado, tipo: TSimulado['tipo']): string {
  switch (parte) {
    case 'SUS':
      return tipo === 'FUVEST' ? 'SUS e políticas públicas' : 'SUS';
    case 'ESPECIFICO':
      return 'Específico';
    case 'GERAL':
      return 'Geral';
    case 'PORTUGUES':
      return 'Português';
  }
}

/** '1 acerto de 10, 2 pontos' (the total only when the part's size is known). */
export function resumoParte(p: Pick<TResultadoParte, 'acertos' | 'total' | 'pontos'>): string {
  return `${plural(p.acertos, 'acerto')} de ${p.total}, ${plural(p.pontos, 'ponto')}`;
}

/** '1 acerto de 30 questões, 1 ponto'. */
export function resumoSimulado(acertos: number, total: number, pontos: number): string {
  return `${plural(acertos, 'acerto')} de ${plural(total, 'questão', 'questões')}, ${plural(pontos, 'ponto')}`;
}
