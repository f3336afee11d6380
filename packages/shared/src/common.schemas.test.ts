import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZRespostaComentarioBody } from './comentarios/comentarios.schemas.ts';
import { MAX_INT, zId, zIdList, zPaging } from './common.schemas.ts';
import { ZQuestaoFiltro } from './questoes/questoes.schemas.ts';

/** What a path or query string may spell as a number: decimal digits only. */
const NAO_DECIMAIS = [
  '0x10',
  '1e3',
  '+1',
  ' 1',
  '1 ',
  '1.0',
  '1_000',
  '0b1',
  '0o7',
  '',
  ' ',
  'Infinity',
  '-1',
  '١',
];

describe('numbers in an address', () => {
  it('zId accepts decimal digits only', () => {
    for (const v of NAO_DECIMAIS) expect(zId().safeParse(v).success, JSON.stringify(v)).toBe(false);
    expect(zId().parse('16')).toBe(16);
    expect(zId().parse('007')).toBe(7);
    expect(zId().parse(String(MAX_INT))).toBe(MAX_INT);
    expect(zId().safeParse(String(MAX_INT + 1)).success).toBe(false);
    expect(zId().safeParse('0').success).toBe(false);
    expect(zId('Questão inválida.').safeParse('0x10').error?.issues[0]?.message).toBe('Questão inválida.');
  });

  it('so do the id lists, the paging and the question number', () => {
    expect(zIdList().safeParse('1,0x10').success).toBe(false);
    expect(zIdList().parse('1, 2')).toEqual([1, 2]);
    const paging = z.object(zPaging());
    for (const v of ['0x1', '1e1', '+1', ' 1']) {
      expect(paging.safeParse({ page: v }).success, v).toBe(false);
      expect(paging.safeParse({ size: v }).success, v).toBe(false);
    }
    expect(paging.parse({})).toEqual({ page: 0, size: 10 });
    expect(paging.parse({ page: '3', size: '20' })).toEqual({ page: 3, size: 20 });
    expect(ZQuestaoFiltro.safeParse({ idPlataforma: '1', numeroQuestao: '1e3' }).success).toBe(false);
    expect(ZQuestaoFiltro.parse({ idPlataforma: '1', numeroQuestao: '12' }).numeroQuestao).toBe(12);
  });
});

describe('comment texts', () => {
  it('name the reply in the feminine', () => {
    const r = ZRespostaComentarioBody.safeParse({ resposta: 'x'.repeat(2001) });
    expect(r.error?.issues[0]?.message).toBe('A resposta pode ter até 2000 caracteres.');
  });
});
