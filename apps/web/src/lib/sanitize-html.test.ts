import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Título</h2><h3>Sub</h3><p>Um <strong>dois</strong> <em>três</em><br>quatro</p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('drops scripts, styles and embedded content with their content', () => {
    expect(
      sanitizeHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>'),
    ).toBe('<p>ok</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><math><mi>x</mi></math><p>fim</p>')).toBe(
      '<p>fim</p>',
    );
  });
  it('removes every attribute, event handlers included', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="i">texto</p>')).toBe(
      '<p>texto</p>',
    );
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p>depois</p>')).toBe('<p>depois</p>');
  });
  it('unwraps elements outside the list, keeping their text', () => {
    expect(sanitizeHtml('<div><h1>Grande</h1><span>meio</span> <b>negrito</b></div>')).toBe(
      'Grandemeio negrito',
    );
    expect(sanitizeHtml('<table><tr><td>célula</td></tr></table>')).toBe('célula');
  });
  it('keeps http, https and relative links, refusing other schemes', () => {
    expect(sanitizeHtml('<a href="/termos-de-uso">termos</a>')).toBe('<a href="/termos-de-uso">termos</a>');
    expect(sanitizeHtml('<a href="https://aprovei.dev" title="t">site</a>')).toBe(
      '<a href="https://aprovei.dev" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
  });
  it('escapes text and drops comments', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; <!-- oculto -->3</p>')).toBe('<p>1 &lt; 2 &amp; 3</p>');
    expect(sanitizeHtml('texto puro')).toBe('texto puro');
  });
  it('does not let a mutated re-parse smuggle markup', () => {
    const out = sanitizeHtml(
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ok</p>',
    );
    expect(out).not.toMatch(/<img|onerror/);
    expect(out).toContain('<p>ok</p>');
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://a.b/c', true],
    ['http://a.b', true],
    ['/caminho', true],
    ['relativo/x', true],
    ['#ancora', true],
    ['//cdn.exemplo.com/x', true],
    ['mailto:a@b.c', false],
    ['javascript:void(0)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['', false],
  ])('%s → %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });

  it('keeps only the images uploaded in the back office, with src and alt', () => {
    const nossa = '/api/imagens/0b6a8f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png';
    expect(
      sanitizeHtml(
        `<p>a</p><img src="${nossa}" alt="ECG" onerror="alert(1)" style="x"><img src="https://evil.example/x.png"><img src="javascript:alert(1)">`,
      ),
    ).toBe(`<p>a</p><img src="${nossa}" alt="ECG" loading="lazy">`);
  });
});
