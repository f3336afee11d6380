import type { TMunicipio, TUf } from '@aprovei/shared/catalogo/catalogo.schemas';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';

/**
 * States and the IBGE municipalities, offline, from @brazilian-utils/brazilian-utils (maintained
 * from IBGE's register). Ids are the IBGE codes. Built once, on first use.
 */
let ufs: TUf[] | undefined;
let municipiosPorUf: Map<string, TMunicipio[]> | undefined;

const collator = new Intl.Collator('pt-BR');

export function listUfs(): TUf[] {
  ufs ??= getStates()
    .map((s) => ({ id: s.ibgeCode, sigla: s.code, nome: s.name }))
    .sort((a, b) => collator.compare(a.nome, b.nome));
  return ufs;
}

export function listMunicipios(sigla: string): TMunicipio[] | undefined {
  if (!municipiosPorUf) {
    municipiosPorUf = new Map();
    for (const uf of listUfs()) {
      const list = getMunicipalities(uf.sigla as Parameters<typeof getMunicipalities>[0])
        .map((m) => ({ id: Number(m.code), nome: m.name, uf }))
        .sort((a, b) => collator.compare(a.nome, b.nome));
      municipiosPorUf.set(uf.sigla, list);
    }
  }
  return municipiosPorUf.get(sigla.toUpperCase());
}
