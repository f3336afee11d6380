// Loaded on demand by <Captcha>: the ALTCHA web component (with its bundled PBKDF2/SHA workers,
// started from blob: URLs — allowed by the CSP's worker-src) and its Brazilian Portuguese texts.
import 'altcha';
import 'altcha/i18n/pt-br';
import { currentTenant } from '../config/env';

export const ALTCHA_LANGUAGE = 'pt-br';

const ptBr = globalThis.$altcha.i18n.get(ALTCHA_LANGUAGE) ?? {};
globalThis.$altcha.i18n.set(ALTCHA_LANGUAGE, {
  ...ptBr,
  label: 'Não sou um robô',
  verified: 'Verificado',
  verifying: 'Verificando...',
  expired: 'A verificação expirou. Marque de novo.',
  error: 'Falha na verificação. Tente novamente.',
  verificationRequired: 'Confirme que você não é um robô.',
});

// Every API call names its product (X-Tenant); the widget fetches the challenge itself.
globalThis.$altcha.defaults.set({
  language: ALTCHA_LANGUAGE,
  hideFooter: true,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('X-Tenant', currentTenant());
    headers.set('Accept', 'application/json');
    return fetch(input, { ...init, headers });
  },
});
