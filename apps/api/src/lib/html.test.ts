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
