export * from './catalogo.ts';
export * from './comentarios.ts';
export * from './comunicacao.ts';
export * from './conta.ts';
export * from './pagamentos-sandbox.ts';
export * from './planos.ts';
export * from './plataforma.ts';
export * from './questoes.ts';
