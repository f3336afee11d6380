import { describe, expect, it } from 'vitest';
import {
  MENSAGENS_CONTA,
  ZAlterarSenhaBody,
  ZAtualizarDadosBody,
  ZAtualizarDadosForm,
  ZCadastroBody,
  ZCadastroForm,
} from './conta.schemas.ts';
import {
  MENSAGENS_QUESTIONARIO,
  type PerguntaNo,
  perguntasExigidas,
  problemaResposta,
} from './questionario.rules.ts';
import { isSenhaComum, MENSAGENS_SENHA, problemaSenha } from './senha.rules.ts';
import { formatTelefone, isValidTelefone } from './telefone.rules.ts';

describe('telefone', () => {
  it('accepts mobiles with DDD and the leading 9, and landlines', () => {
    expect(isValidTelefone('(11)98765-4321')).toBe(true);
    expect(isValidTelefone('1134567890')).toBe(true);
  });
  it('refuses wrong lengths, DDD starting with 0 and mobiles without the 9', () => {
    expect(isValidTelefone('(11)8765-432')).toBe(false);
    expect(isValidTelefone('01987654321')).toBe(false);
    expect(isValidTelefone('11887654321')).toBe(false);
    expect(isValidTelefone('')).toBe(false);
  });
  it('masks as the user types', () => {
    expect(formatTelefone('1')).toBe('(1');
    expect(formatTelefone('119876')).toBe('(11)9876');
    expect(formatTelefone('11987654321')).toBe('(11)98765-4321');
    expect(formatTelefone('1134567890')).toBe('(11)3456-7890');
    expect(formatTelefone('(11) 98765-4321 ramal 9')).toBe('(11)98765-4321');
  });
});

describe('senha', () => {
  it('asks for at least 8 characters and nothing about composition', () => {
    expect(problemaSenha('curta1')).toBe(MENSAGENS_SENHA.curta);
    expect(problemaSenha('girassol azul')).toBeNull();
    expect(problemaSenha('todasminusculas')).toBeNull();
  });
  it('refuses common, repeated and sequential passwords', () => {
    expect(isSenhaComum('12345678')).toBe(true);
    expect(isSenhaComum('Senha123')).toBe(true);
    expect(isSenhaComum('aaaaaaaaa')).toBe(true);
    expect(isSenhaComum('abcdefghij')).toBe(true);
    expect(isSenhaComum('98765432')).toBe(true);
    expect(problemaSenha('flamengo')).toBe(MENSAGENS_SENHA.comum);
  });
  it('refuses the person own CPF, phone or e-mail', () => {
    expect(problemaSenha('52998224725', { cpf: '529.982.247-25' })).toBe(MENSAGENS_SENHA.pessoal);
    expect(problemaSenha('529.982.247-25', { cpf: '52998224725' })).toBe(MENSAGENS_SENHA.pessoal);
    expect(problemaSenha('ana.souza', { email: 'ana.souza@exemplo.com' })).toBe(MENSAGENS_SENHA.pessoal);
    expect(problemaSenha('11987654321', { telefone: '(11)98765-4321' })).toBe(MENSAGENS_SENHA.pessoal);
    expect(problemaSenha('uma frase longa', { cpf: '52998224725' })).toBeNull();
  });
});

describe('questionário', () => {
  const perguntas: PerguntaNo[] = [
    { id: 1, tipoResposta: 'SIM_NAO', idPerguntaUsuarioSim: 2, idPerguntaUsuarioNao: 3 },
    { id: 2, tipoResposta: 'TEXTO', idPerguntaUsuarioSim: null, idPerguntaUsuarioNao: null },
    { id: 3, tipoResposta: 'SIM_NAO', idPerguntaUsuarioSim: 4, idPerguntaUsuarioNao: null },
    { id: 4, tipoResposta: 'TEXTO', idPerguntaUsuarioSim: null, idPerguntaUsuarioNao: null },
    { id: 5, tipoResposta: 'TEXTO', idPerguntaUsuarioSim: null, idPerguntaUsuarioNao: null },
  ];
  const porId = new Map(perguntas.map((p) => [p.id, p]));
  const exigidas = (respostas: [number, string][]) => perguntasExigidas([1, 5], porId, new Map(respostas));

  it('asks only the roots before any answer', () => {
    expect(exigidas([])).toEqual([1, 5]);
  });
  it('SIM adds its sub-question and NAO the other one, recursively', () => {
    expect(exigidas([[1, 'SIM']])).toEqual([1, 2, 5]);
    expect(exigidas([[1, 'NAO']])).toEqual([1, 3, 5]);
    expect(
      exigidas([
        [1, 'NAO'],
        [3, 'SIM'],
      ]),
    ).toEqual([1, 3, 4, 5]);
  });
  it('changing the answer drops the branch it had opened', () => {
    expect(
      exigidas([
        [1, 'SIM'],
        [3, 'SIM'],
      ]),
    ).toEqual([1, 2, 5]);
  });
  it('survives a cycle in the content', () => {
    const ciclo = new Map<number, PerguntaNo>([
      [1, { id: 1, tipoResposta: 'SIM_NAO', idPerguntaUsuarioSim: 1, idPerguntaUsuarioNao: null }],
    ]);
    expect(perguntasExigidas([1], ciclo, new Map([[1, 'SIM']]))).toEqual([1]);
  });
  it('requires answers of at least 3 characters and SIM/NAO where asked', () => {
    expect(problemaResposta('TEXTO', '  ')).toBe('Responda esta pergunta.');
    expect(problemaResposta('TEXTO', 'ab')).toBe('A resposta deve ter pelo menos 3 caracteres.');
    expect(problemaResposta('TEXTO', 'abc')).toBeNull();
    expect(problemaResposta('SIM_NAO', 'talvez')).toBe('Responda SIM ou NAO.');
    expect(problemaResposta('SIM_NAO', 'NAO')).toBeNull();
  });
});

describe('cadastro schema', () => {
  const valido = {
    nome: 'Maria Teste',
    cpf: '529.982.247-25',
    telefone: '(11)98765-4321',
    email: ' Maria@Exemplo.com ',
    senha: 'girassol azul',
    confirmarSenha: 'girassol azul',
  };
  const campos = (body: object) => {
    const r = ZCadastroBody.safeParse(body);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('normalises CPF, phone and e-mail', () => {
    const r = ZCadastroBody.parse(valido);
    expect(r).toMatchObject({ cpf: '52998224725', telefone: '11987654321', email: 'maria@exemplo.com' });
  });
  it('names each problem on its field', () => {
    expect(campos({ ...valido, email: '' })).toEqual({ email: 'E-mail do usuário não informado.' });
    expect(campos({ ...valido, cpf: '111.111.111-11' })).toEqual({ cpf: 'CPF inválido.' });
    expect(campos({ ...valido, confirmarSenha: 'outra coisa' })).toEqual({
      confirmarSenha: MENSAGENS_SENHA.confirmacao,
    });
    expect(campos({ ...valido, telefone: '123' })).toEqual({
      telefone: 'Telefone inválido. Use o formato (DD)99999-9999.',
    });
  });
  it('checks the new password of the code flow against the CPF', () => {
    const r = ZAlterarSenhaBody.safeParse({
      login: '52998224725',
      codigo: '12a456',
      senhaNova: '52998224725',
      confirmacaoSenhaNova: '52998224725',
    });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['codigo', 'senhaNova']);
  });
});

describe('registration form schema', () => {
  const pessoa = {
    nome: 'Maria Teste',
    cpf: '529.982.247-25',
    apelido: '',
    telefone: '(11)98765-4321',
    email: 'maria@exemplo.com',
    senha: 'girassol azul',
    confirmarSenha: 'girassol azul',
  };
  const perguntas = [
    { id: 1, tipoResposta: 'SIM_NAO' as const },
    { id: 2, tipoResposta: 'TEXTO' as const },
  ];
  const campos = (valores: object) => {
    const r = ZCadastroForm(perguntas).safeParse(valores);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('checks the answers of the questions asked now under respostasPerguntaUsuario.<id>', () => {
    expect(campos({ ...pessoa, respostasPerguntaUsuario: { 2: 'ab', 9: '' } })).toEqual({
      'respostasPerguntaUsuario.1': MENSAGENS_QUESTIONARIO.obrigatoria,
      'respostasPerguntaUsuario.2': MENSAGENS_QUESTIONARIO.curta,
    });
  });

  it('gives the body: normalised fields and the answers in asking order', () => {
    const r = ZCadastroForm(perguntas).parse({
      ...pessoa,
      respostasPerguntaUsuario: { 2: ' ENARE 2027 ', 1: 'SIM', 7: 'velha' },
    });
    expect(ZCadastroBody.parse(r)).toMatchObject({
      cpf: '52998224725',
      apelido: null,
      telefone: '11987654321',
      respostasPerguntaUsuario: [
        { idPerguntaUsuario: 1, resposta: 'SIM' },
        { idPerguntaUsuario: 2, resposta: 'ENARE 2027' },
      ],
    });
  });

  it('reports every field at once, the password rules included', () => {
    expect(
      campos({
        ...pessoa,
        nome: '',
        email: 'maria@',
        senha: '52998224725',
        confirmarSenha: '',
        respostasPerguntaUsuario: { 1: 'SIM', 2: 'ENARE' },
      }),
    ).toEqual({
      nome: MENSAGENS_CONTA.nome,
      email: MENSAGENS_CONTA.emailInvalido,
      senha: MENSAGENS_SENHA.pessoal,
      confirmarSenha: MENSAGENS_SENHA.confirmacao,
    });
  });
});

describe('profile form schema', () => {
  const perfil = {
    nome: 'Ana Souza',
    cpf: '529.982.247-25',
    apelido: 'Ana',
    telefone: '(11)98765-4321',
    email: 'aluno@aprovei.dev',
    senha: '',
    confirmarSenha: '',
    senhaAtual: '',
  };
  const campos = (valores: object) => {
    const r = ZAtualizarDadosForm.safeParse(valores);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('keeps the password when it is blank', () => {
    expect(campos(perfil)).toEqual({});
  });

  it('asks the current password for a new one; the body alone leaves that to the server', () => {
    const nova = { ...perfil, senha: 'nova frase longa', confirmarSenha: 'nova frase longa' };
    expect(campos(nova)).toEqual({ senhaAtual: MENSAGENS_CONTA.senhaAtualAusente });
    expect(ZAtualizarDadosBody.safeParse(nova).success).toBe(true);
    expect(campos({ ...nova, senhaAtual: 'aprovei2026' })).toEqual({});
  });
});
