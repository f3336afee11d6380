/**
 * The readable text of an HTML fragment (for sentences such as 'A alternativa correta é a letra b:
 * {texto}'). Parsed with DOMParser, which never runs scripts or loads resources; whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.querySelectorAll('script, style, template'))) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
