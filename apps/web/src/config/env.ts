import { MARCA } from '@aprovei/shared/pagina-publica/pagina-publica';
import { isMedicalAddress, type Tenant, tenantFor } from '@aprovei/shared/plataforma/plataforma.rules';

/** Base path the SPA is served under, always ending with '/' (Vite's `base`, from BASE_PATH at build time). */
export const BASE_PATH: string = import.meta.env.BASE_URL || '/';

/** The router's basename: the base path without its trailing slash ('/' stays '/'). */
export const ROUTER_BASENAME: string = BASE_PATH.replace(/\/+$/, '') || '/';

/** Base of every API call. */
export const API_URL: string = (import.meta.env.VITE_API_URL || '/api').replace(/\/+$/, '');

/** The medical variant is chosen when the page address contains this marker. */
export const MEDICAL_MARKER: string = import.meta.env.VITE_MEDICAL_MARKER ?? 'med.';

let enderecoNoServidor = '';

/** The server's render of a public page (src/entry-server.tsx) sets the address it renders. */
export function definirEnderecoNoServidor(endereco: string): void {
  enderecoNoServidor = endereco;
}

/** Read at call time (not at import) so the answer always follows the current address. */
export function isMedical(): boolean {
  const endereco = typeof window === 'undefined' ? enderecoNoServidor : window.location.href;
  return isMedicalAddress(endereco, MEDICAL_MARKER);
}

/** Value of the `X-Tenant` header sent on every call. */
export function currentTenant(): Tenant {
  return tenantFor(isMedical());
}

/** Product name shown in the header and in document titles. */
export function brandName(): string {
  return MARCA[currentTenant()];
}
