import { describe, expect, it } from 'vitest';
import {
  isMedicalAddress,
  isTenant,
  parsePlataforma,
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
