import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html.ts';

describe('sanitizeRichText', () => {
  it('keeps the structure of a statement', () => {
    const html =
      '<p>Paciente de <strong>45 anos</strong>, H<sub>2</sub>O e 10<sup>3</sup>:</p><ul><li>febre</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('drops scripts, event handlers, styles, iframes and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="//evil"></iframe><a href="javascript:alert(3)">b</a></p>',
    );
    expect(out).toBe('<p>a<a>b</a></p>');
    expect(out).not.toMatch(/script|onerror|onclick|iframe|javascript|style/);
  });
});

describe('sanitizeRichText: images', () => {
  const nossa = '/api/imagens/0b6a8f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png';
  it('keeps an image uploaded to the back office, with its alt text', () => {
    expect(sanitizeRichText(`<p>Veja:</p><img src="${nossa}" alt="ECG">`)).toBe(
      `<p>Veja:</p><img src="${nossa}" alt="ECG" />`,
    );
  });
  it('drops images from anywhere else and every attribute but src and alt', () => {
    const out = sanitizeRichText(
      `<img src="https://evil.example/x.png"><img src="//evil.example${nossa}"><img src="javascript:alert(1)">` +
        `<img src="data:image/png;base64,AAAA"><img src="${nossa}" onerror="alert(2)" style="x" width="9">` +
        `<img src="/api/imagens/../segredo.png"><img src="${nossa}?x=1">`,
    );
    expect(out).toBe(`<img src="${nossa}" />`);
    expect(out).not.toMatch(/evil|javascript|data:|onerror|style|width|segredo/);
  });
});
