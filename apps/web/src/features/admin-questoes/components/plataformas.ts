import { PLATAFORMA } from '@aprovei/shared/plataforma/plataforma.rules';

export const OPCOES_PLATAFORMA = [
  { value: String(PLATAFORMA.RESIDENCIA), label: 'Residência' },
  { value: String(PLATAFORMA.CONCURSO), label: 'Concurso' },
  { value: String(PLATAFORMA.MEDICINA), label: 'Medicina' },
];
