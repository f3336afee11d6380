/** Platforms (spec doc 1 §1) and tenants (ARCHITECTURE.md §4). */
export const PLATAFORMA = { RESIDENCIA: 1, CONCURSO: 2, MEDICINA: 3 } as const;
export type PlataformaId = (typeof PLATAFORMA)[keyof typeof PLATAFORMA];
export const PLATAFORMA_IDS: readonly PlataformaId[] = Object.values(PLATAFORMA);
export const PLATAFORMA_PADRAO: PlataformaId = PLATAFORMA.RESIDENCIA;

export const TEMAS = {
  [PLATAFORMA.RESIDENCIA]: 'aprovei_residencia',
  [PLATAFORMA.CONCURSO]: 'aprovei_concurso',
  [PLATAFORMA.MEDICINA]: 'aprovei_med',
} as const satisfies Record<PlataformaId, string>;
export type TemaNome = (typeof TEMAS)[PlataformaId];
export const TEMA_PADRAO: TemaNome = 'aprovei_residencia';

export const TENANTS = ['aprovei', 'aprovei-med'] as const;
export type Tenant = (typeof TENANTS)[number];
export const TENANT_HEADER = 'x-tenant';

export function isTenant(value: unknown): value is Tenant {
  return typeof value === 'string' && (TENANTS as readonly string[]).includes(value);
}

export function isPlataformaId(value: unknown): value is PlataformaId {
  return typeof value === 'number' && (PLATAFORMA_IDS as readonly number[]).includes(value);
}

/** Platforms that belong to each tenant: the main product has 1 and 2, the medical variant 3. */
export const PLATAFORMAS_DO_TENANT: Record<Tenant, readonly PlataformaId[]> = {
  aprovei: [PLATAFORMA.RESIDENCIA, PLATAFORMA.CONCURSO],
  'aprovei-med': [PLATAFORMA.MEDICINA],
};

/** The medical variant is chosen when the page address contains the medical marker (default `med.`). */
export function isMedicalAddress(href: string, marker: string): boolean {
  return marker.length > 0 && href.toLowerCase().includes(marker.toLowerCase());
}

export function tenantFor(medical: boolean): Tenant {
  return medical ? 'aprovei-med' : 'aprovei';
}

/** Reads a stored platform id; anything unknown falls back to the default (1). */
export function parsePlataforma(stored: string | null | undefined): PlataformaId {
  const n = Number(stored);
  return isPlataformaId(n) ? n : PLATAFORMA_PADRAO;
}

/**
 * The /plataforma/:idPlataforma route (spec doc 1 §2.1): id 2 → platform 2 and /home-concurso;
 * otherwise on the medical address platform 3 and /home; else platform 1 and /home.
 */
export function resolvePlataformaRoute(
  idPlataforma: string | undefined,
  medical: boolean,
): { plataforma: PlataformaId; destino: '/home' | '/home-concurso' } {
  if (idPlataforma === String(PLATAFORMA.CONCURSO) && !medical) {
    return { plataforma: PLATAFORMA.CONCURSO, destino: '/home-concurso' };
  }
  if (medical) return { plataforma: PLATAFORMA.MEDICINA, destino: '/home' };
  return { plataforma: PLATAFORMA.RESIDENCIA, destino: '/home' };
}

/**
 * The platform a page works on: the medical address always means the medical platform; elsewhere the
 * stored one, unless it is the medical platform (a browser used on both addresses), which means 1.
 */
export function plataformaEfetiva(guardada: PlataformaId, medical: boolean): PlataformaId {
  if (medical) return PLATAFORMA.MEDICINA;
  return guardada === PLATAFORMA.MEDICINA ? PLATAFORMA_PADRAO : guardada;
}

/**
 * The platform a student enters on signing in: the stored one when a plan gives full access to it,
 * else the first platform where a plan does; with none (a trainee), the stored one.
 */
export function plataformaAoEntrar(guardada: PlataformaId, completas: readonly PlataformaId[]): PlataformaId {
  if (completas.length === 0 || completas.includes(guardada)) return guardada;
  return completas[0]!;
}

/** Platform names for the switcher of the signed-in shell. */
export const NOMES_PLATAFORMA: Record<PlataformaId, string> = {
  [PLATAFORMA.RESIDENCIA]: 'Residência',
  [PLATAFORMA.CONCURSO]: 'Concursos',
  [PLATAFORMA.MEDICINA]: 'Medicina',
};

/** Theme for the page: the medical address always uses the medical theme (spec doc 1 §4). */
export function temaFor(plataforma: PlataformaId, medical: boolean): TemaNome {
  return medical ? TEMAS[PLATAFORMA.MEDICINA] : TEMAS[plataforma];
}
