// Fails loudly when a script runs on a Node older than 24 (e.g. the npm package `node` did not install).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `\nAprovei precisa do Node 24 (este é ${process.version}).\n` +
      'Rode pelos scripts do npm (npm start, npm test): o pacote "node" das devDependencies traz o Node 24.\n' +
      'Se ele não foi instalado, rode de novo: npm install\n',
  );
  process.exit(1);
}
