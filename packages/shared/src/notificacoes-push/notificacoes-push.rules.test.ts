import { describe, expect, it } from 'vitest';
import { avisoLembrete, nomeDoAparelho } from './notificacoes-push.rules.ts';

describe('the name of a device', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      'Chrome no Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet no Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari no iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge no Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Firefox no macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
      'Chrome no Linux',
    ],
    [undefined, 'Navegador'],
  ])('%s → %s', (ua, nome) => {
    expect(nomeDoAparelho(ua)).toBe(nome);
  });
});

describe('the review reminder', () => {
  it('says what the e-mail says and opens the review', () => {
    expect(avisoLembrete('aprovei', 3)).toMatchObject({
      titulo: 'Você tem 3 revisões hoje',
      caminho: 'revisoes',
    });
  });
});
