import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_KEYS, ROUTES } from '../../src/config/paths.ts';
import { CLIQUES_GUARDADOS, ID_DO_ESTADO } from '../../src/lib/hidratacao.ts';

/**
 * Starts the download of the current route's code with the page, not after the entry script.
 *
 * Every screen is a lazy chunk (DESIGN.md): without help the browser learns of it only once the entry
 * script (React, the router, Mantine's core) has arrived and run, then fetches the route's chunks, one
 * more round trip on a phone network. This plugin adds to index.html, before the entry, a tiny script
 * (an asset of its own: the CSP allows no inline script) holding, per route path, the route's chunks (its screen module's, with their static imports, and on a signed-in
 * route the shell's) and stylesheets; it adds `modulepreload` and style `preload` links for the path
 * being opened (the route's own loader still applies the stylesheets, and waits for them), so they download alongside the entry script. Signed-in routes are preloaded only when a session
 * is stored (otherwise the guard sends the visitor to /login).
 */
/** Where the build lists each public route's stylesheets, as [path pattern, files] (read by the API). */
export const ROTAS_DO_BUILD = '.vite/rotas-publicas.json';

export function routePreloads(routerFile: string): Plugin {
  let base = '/';
  return {
    name: 'aprovei:route-preloads',
    apply: 'build',
    enforce: 'post', // after Vite's HTML plugin has written index.html into the bundle
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('routePreloads: index.html não está no build.');
      const screens = screenModules(fs.readFileSync(routerFile, 'utf8'));
      const files = routeFiles(bundle);
      const shell = files.get('shell');
      if (!shell) throw new Error('routePreloads: o módulo routes/shell não está no build.');
      const table = ROUTE_KEYS.flatMap((key) => {
        const module = screens[key];
        const own = module ? files.get(module) : undefined;
        if (module && !own) throw new Error(`routePreloads: routes/${module} não está no build.`);
        if (!own) return []; // in the entry chunk already
        const { path, access } = ROUTES[key];
        const set = access === 'auth' ? merge(shell, own) : own;
        return [[pathPattern(path), access === 'auth' ? 1 : 0, set.js, set.css] as const];
      });
      // The server renders the public pages (issue 25 §1): it links their stylesheets in the head, since the
      // HTML paints before this script runs; it reads them here.
      this.emitFile({
        type: 'asset',
        fileName: ROTAS_DO_BUILD,
        source: JSON.stringify(
          table.filter(([, auth]) => auth === 0).map(([padrao, , , css]) => [padrao, css]),
        ),
      });
      const source = preloadScript(base, table);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preloads-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // Before the entry script: module scripts run in document order, and this one is tiny.
      const tag = `<script type="module" crossorigin src="${base}${fileName}"></script>\n    `;
      const text = String(html.source);
      const entry = text.indexOf('<script type="module"');
      if (entry < 0) throw new Error('routePreloads: index.html sem o script de entrada.');
      html.source = text.slice(0, entry) + tag + text.slice(entry);
    },
  };
}

interface Files {
  js: string[];
  css: string[];
}

const merge = (a: Files, b: Files): Files => ({
  js: [...new Set([...a.js, ...b.js])],
  css: [...new Set([...a.css, ...b.css])],
});

/**
 * The screen module (file name under src/app/routes, without extension) of each route key, read from
 * the SCREENS table of src/app/router.tsx: `key: () => import('./routes/x')`, `key: alias` (or `alias,`) where
 * `const alias = () => import('./routes/x')`, or a module already in the entry chunk (no entry here).
 * A test checks the result against the real table.
 */
export function screenModules(source: string): Record<string, string | undefined> {
  const aliases = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = \(\) => import\('\.\/routes\/([\w-]+)'\);/g)) {
    aliases.set(m[1] as string, m[2] as string);
  }
  const start = source.indexOf('export const SCREENS');
  const table = source.slice(start, source.indexOf('\n};', start));
  const modules: Record<string, string | undefined> = {};
  for (const m of table.matchAll(/^\s+(\w+)(?:: (.+?))?,?$/gm)) {
    const [key, value] = [m[1] as string, m[2] ?? (m[1] as string)]; // `home,` is `home: home,`
    modules[key] = /^\(\) => import\('\.\/routes\/([\w-]+)'\)$/.exec(value)?.[1] ?? aliases.get(value);
  }
  return modules;
}

/** Per route module of the build: its chunk and static imports (not the entry's), and their CSS. */
function routeFiles(bundle: Rolldown.OutputBundle): Map<string, Files> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const result = new Map<string, Files>();
  for (const chunk of chunks.values()) {
    const module = /\/src\/app\/routes\/([\w-]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!module || !chunk.isDynamicEntry) continue;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const c = chunks.get(name);
      if (!c || c.isEntry || seen.has(name)) return;
      seen.add(name);
      c.imports.forEach(visit);
    };
    visit(chunk.fileName);
    const css = [...seen].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]);
    result.set(module, { js: [...seen], css: [...new Set(css)] });
  }
  return result;
}

/** A React Router path as a regular expression source: `:param` one segment, `:param?` optional. */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${segments.join('') || '/'}/?$`;
}

type Row = readonly [pattern: string, auth: 0 | 1, js: string[], css: string[]];

/**
 * On a page the server rendered, a tap on a control before the app has hydrated would be lost: it is
 * held here (this script runs before the app's) and done again once the app has hydrated (src/main.tsx).
 * Links are left alone: without the app they navigate as plain links.
 */
const CLIQUES_DA_CARGA = `(function(){if(!document.getElementById("${ID_DO_ESTADO}"))return;var q=[];function c(e){var t=e.target,b=t&&t.closest&&t.closest("button,label,input,[role=button],[role=radio],[role=tab],[role=switch]");if(!b)return;e.preventDefault();e.stopImmediatePropagation();q.push(b)}document.addEventListener("click",c,true);window.${CLIQUES_GUARDADOS}=function(){document.removeEventListener("click",c,true);return q.splice(0)}})();`;

function preloadScript(base: string, table: Row[]): string {
  return `${CLIQUES_DA_CARGA}(function(){var b=${JSON.stringify(base)},t=${JSON.stringify(table)};var p=location.pathname;if(p.indexOf(b)===0)p="/"+p.slice(b.length);var s=false;try{for(var i=0;i<localStorage.length;i++)if((localStorage.key(i)||"").indexOf("aprovei:sessao:")===0)s=true}catch(e){}for(var j=0;j<t.length;j++){var r=t[j];if(!new RegExp(r[0],"i").test(p))continue;if(r[1]&&!s)return;r[2].forEach(function(f){l("modulepreload",f)});r[3].forEach(function(f){l("preload",f,"style")});return}function l(rel,f,as){var e=document.createElement("link");e.rel=rel;if(as)e.as=as;e.href=b+f;e.crossOrigin="";document.head.appendChild(e)}})();`;
}
