import { describe, expect, it } from 'vitest';
import {
  isMedicalAddress,
  isTenant,
  parsePlataforma,
  plataformaAoEntrar,
  plataformaEfetiva,
  resolvePlataformaRoute,
  temaFor,
} from './plataforma.rules.ts';

describe('platform resolution', () => {
  it('stores platform 2 and goes to /home-concurso for id 2', () => {
    expect(resolvePlataformaRoute('2', false)).toEqual({ plataforma: 2, destino: '/home-concurso' });
  });
  it('uses platform 3 on the medical address whatever the id', () => {
    expect(resolvePlataformaRoute('1', true)).toEqual({ plataforma: 3, destino: '/home' });
    expect(resolvePlataformaRoute('3', true)).toEqual({ plataforma: 3, destino: '/home' });
  });
  it('falls back to platform 1 and /home otherwise', () => {
    expect(resolvePlataformaRoute('1', false)).toEqual({ plataforma: 1, destino: '/home' });
    expect(resolvePlataformaRoute('3', false)).toEqual({ plataforma: 1, destino: '/home' });
    expect(resolvePlataformaRoute(undefined, false)).toEqual({ plataforma: 1, destino: '/home' });
  });
  it('recognises the medical marker in the address', () => {
    expect(isMedicalAddress('http://med.localhost:3000/login', 'med.')).toBe(true);
    expect(isMedicalAddress('http://localhost:3000/login', 'med.')).toBe(false);
    expect(isMedicalAddress('http://localhost:3000/', '')).toBe(false);
  });
  it('reads the stored platform with default 1', () => {
    expect(parsePlataforma('2')).toBe(2);
    expect(parsePlataforma(null)).toBe(1);
    expect(parsePlataforma('9')).toBe(1);
    expect(parsePlataforma('abc')).toBe(1);
  });
  it('picks the medical theme on the medical address', () => {
    expect(temaFor(1, true)).toBe('aprovei_med');
    expect(temaFor(2, false)).toBe('aprovei_concurso');
  });
  it('knows the tenants', () => {
    expect(isTenant('aprovei')).toBe(true);
    expect(isTenant('aprovei-med')).toBe(true);
    expect(isTenant('outro')).toBe(false);
  });
});

describe('the platform follows the person (issue 19 §1)', () => {
  it('the medical address always means platform 3; elsewhere a stored 3 means 1', () => {
    expect(plataformaEfetiva(1, true)).toBe(3);
    expect(plataformaEfetiva(2, true)).toBe(3);
    expect(plataformaEfetiva(3, false)).toBe(1);
    expect(plataformaEfetiva(2, false)).toBe(2);
  });

  it('at sign-in a student enters a platform a plan gives full access to', () => {
    expect(plataformaAoEntrar(1, [2])).toBe(2);
    expect(plataformaAoEntrar(2, [1, 2])).toBe(2);
    expect(plataformaAoEntrar(1, [2, 1])).toBe(1);
    expect(plataformaAoEntrar(2, [])).toBe(2);
  });
});
