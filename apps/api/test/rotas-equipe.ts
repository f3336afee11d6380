import { AREAS_EQUIPE, type AreaEquipe } from '@aprovei/shared/equipe/papeis';
import type { TestApp } from './build-app.ts';

/** The back office's routes, read from the OpenAPI document: each with the area its tag `equipe:<area>` names. */
export interface Rota {
  metodo: string;
  caminho: string;
  area: AreaEquipe;
}

export function rotasDaEquipe(t: TestApp): { rotas: Rota[]; semArea: string[] } {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const rotas: Rota[] = [];
  const semArea: string[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    if (!caminho.startsWith('/api/admin/')) continue;
    for (const [metodo, op] of Object.entries(metodos)) {
      if (metodo === 'head' || metodo === 'options') continue;
      const area = op.tags?.find((tag) => tag.startsWith('equipe:'))?.slice('equipe:'.length);
      if (area && area in AREAS_EQUIPE)
        rotas.push({ metodo: metodo.toUpperCase(), caminho, area: area as AreaEquipe });
      // The one route every staff member reads (who am I) checks the role in its handler.
      else if (caminho !== '/api/admin/eu') semArea.push(`${metodo.toUpperCase()} ${caminho}`);
    }
  }
  return { rotas, semArea };
}
