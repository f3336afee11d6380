// npm run dev:oidc: the stand-ins for Google (a real OpenID provider, `oidc-provider`) and Facebook on
// loopback, with demo people, and the settings that point the platform at them. Never for production.
import './check-node.ts';
import { iniciarFacebookDeTeste } from './oidc/facebook-de-teste.ts';
import { iniciarGoogleDeTeste } from './oidc/google-de-teste.ts';

const porta = (nome: string, padrao: number) => Number(process.env[nome] ?? padrao);
/** Where the platform answers (its PUBLIC_URL; the medical product adds `med.` to the host). */
const app = new URL(process.env.OIDC_APP_URL ?? 'http://localhost:3000');
const base = (med: boolean) =>
  `${app.protocol}//${med ? 'med.' : ''}${app.host}${app.pathname.replace(/\/?$/, '/')}`;
const voltas = (provedor: string, med: boolean) => [`${base(med)}entrar/externo/${provedor}`];

const CLIENTES = {
  aprovei: { client_id: 'aprovei-dev', client_secret: 'segredo-dev-aprovei' },
  med: { client_id: 'aprovei-med-dev', client_secret: 'segredo-dev-aprovei-med' },
};

const google = await iniciarGoogleDeTeste({
  porta: porta('OIDC_PORTA_GOOGLE', 9410),
  clientes: [
    { ...CLIENTES.aprovei, redirect_uris: voltas('google', false) },
    { ...CLIENTES.med, redirect_uris: voltas('google', true) },
  ],
});
const facebook = await iniciarFacebookDeTeste({
  porta: porta('OIDC_PORTA_FACEBOOK', 9411),
  apps: [
    { ...CLIENTES.aprovei, redirect_uris: voltas('facebook', false) },
    { ...CLIENTES.med, redirect_uris: voltas('facebook', true) },
  ],
});

console.log(`Google de teste em ${google.issuer} e Facebook de teste em ${facebook.base}.
Suba a plataforma com estas configurações (no .env ou no ambiente do npm start):

GOOGLE_ISSUER=${google.issuer}
GOOGLE_CLIENT_ID=${CLIENTES.aprovei.client_id}
GOOGLE_CLIENT_SECRET=${CLIENTES.aprovei.client_secret}
GOOGLE_MED_CLIENT_ID=${CLIENTES.med.client_id}
GOOGLE_MED_CLIENT_SECRET=${CLIENTES.med.client_secret}
FACEBOOK_APP_ID=${CLIENTES.aprovei.client_id}
FACEBOOK_APP_SECRET=${CLIENTES.aprovei.client_secret}
FACEBOOK_MED_APP_ID=${CLIENTES.med.client_id}
FACEBOOK_MED_APP_SECRET=${CLIENTES.med.client_secret}
FACEBOOK_DIALOG_URL=${facebook.base}/dialog/oauth
FACEBOOK_GRAPH_URL=${facebook.base}

Endereços de volta aceitos: ${[...voltas('google', false), ...voltas('google', true), ...voltas('facebook', false), ...voltas('facebook', true)].join(', ')}
Ctrl+C encerra.`);

const parar = () => {
  void Promise.all([google.close(), facebook.close()]).then(() => process.exit(0));
};
process.on('SIGINT', parar);
process.on('SIGTERM', parar);
