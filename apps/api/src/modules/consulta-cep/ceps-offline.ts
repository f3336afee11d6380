/**
 * Real CEPs (as ViaCEP answers them) for the embedded default and the tests: the offline provider's
 * table. Município ids come from the IBGE list (catalogo/localidades), matched by name and UF.
 */
import type { EnderecoDoCep } from './endereco-provider.ts';

export type CepConhecido = EnderecoDoCep;

const c = (
  cep: string,
  logradouro: string,
  bairro: string,
  localidade: string,
  uf: string,
  complemento = '',
) => ({
  cep,
  logradouro,
  complemento,
  bairro,
  localidade,
  uf,
});

export const CEPS_OFFLINE: readonly CepConhecido[] = [
  c('01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP', 'lado ímpar'),
  c('01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP', 'de 612 a 1510 - lado par'),
  c('20010000', 'Rua Primeiro de Março', 'Centro', 'Rio de Janeiro', 'RJ'),
  c('20020100', 'Avenida Nilo Peçanha', 'Centro', 'Rio de Janeiro', 'RJ'),
  c('20040020', 'Avenida Rio Branco', 'Centro', 'Rio de Janeiro', 'RJ', 'de 1 ao 185 - lado ímpar'),
  c('22041001', 'Avenida Atlântica', 'Copacabana', 'Rio de Janeiro', 'RJ', 'de 2174 a 2634 - lado par'),
  c('22730305', 'Rua Laura Teles', 'Tanque', 'Rio de Janeiro', 'RJ'),
  c('21625290', 'Rua Lúcio de Gouveia', 'Parque Anchieta', 'Rio de Janeiro', 'RJ'),
  c('21235535', 'Rua Lúcio de Araújo', 'Irajá', 'Rio de Janeiro', 'RJ'),
  c('80010000', 'Rua XV de Novembro', 'Centro', 'Curitiba', 'PR'),
  c('80210000', 'Avenida Prefeito Omar Sabbag', 'Jardim Botânico', 'Curitiba', 'PR'),
  c('80530000', 'Avenida Cândido de Abreu', 'Centro Cívico', 'Curitiba', 'PR'),
  c('70040010', 'Esplanada dos Ministérios', 'Zona Cívico-Administrativa', 'Brasília', 'DF'),
  c('71691058', 'SQN 107 Bloco H', 'Asa Norte', 'Brasília', 'DF'),
  c('72005515', 'Rua 3C Chácara 28', 'Setor Habitacional Vicente Pires', 'Brasília', 'DF'),
  c('71015082', 'Quadra QI 16 Bloco H', 'Guará I', 'Brasília', 'DF'),
  c('70083900', 'Praça dos Três Poderes Anexo II', 'Zona Cívico-Administrativa', 'Brasília', 'DF'),
  c('91420270', 'Rua São Domingos', 'Bom Jesus', 'Porto Alegre', 'RS'),
  c('91260316', 'Rua São José', 'Mário Quintana', 'Porto Alegre', 'RS', '(Lot P Alves)'),
  c('91410080', 'Rua Ângelo Crivellaro', 'Jardim do Salso', 'Porto Alegre', 'RS'),
  c('91710480', 'Rua Dallas', 'Cascata', 'Porto Alegre', 'RS'),
  c('91250310', 'Avenida Adelino Ferreira Jardim', 'Rubem Berta', 'Porto Alegre', 'RS'),
  c('91040000', 'Rua Domingos Rubbo', 'Cristo Redentor', 'Porto Alegre', 'RS'),
  c('91220420', 'Rua Oscar Allem', 'Jardim Itu', 'Porto Alegre', 'RS'),
  c('90619900', 'Avenida Ipiranga 6681', 'Partenon', 'Porto Alegre', 'RS'),
  c('22290240', 'Avenida Pasteur', 'Urca', 'Rio de Janeiro', 'RJ', '458'),
  c('81910440', 'Rua David Tows', 'Sitio Cercado', 'Curitiba', 'PR', 'de 1741/1742 a 2572/2573'),
  c('70722500', 'Quadra CLN 102', 'Asa Norte', 'Brasília', 'DF'),
  c('30140070', 'Rua dos Aimorés', 'Funcionários', 'Belo Horizonte', 'MG', 'até 699/700'),
  c('30130100', 'Avenida Afonso Pena', 'Centro', 'Belo Horizonte', 'MG', 'de 2421 a 3652 - lado par'),
  c('30380010', 'Rua Bernardo Mascarenhas', 'Cidade Jardim', 'Belo Horizonte', 'MG'),
  c('30514150', 'Rua Senador Lemos', 'Vista Alegre', 'Belo Horizonte', 'MG'),
  c('40330200', 'Rua Conde de Porto Alegre', 'IAPI', 'Salvador', 'BA'),
  c('40010000', 'Avenida Sete de Setembro', 'Centro', 'Salvador', 'BA'),
  c('41275034', 'Rua 13 de Maio', 'Campinas de Pirajá', 'Salvador', 'BA'),
  c('41110300', 'Rua Flor de Maio', 'Pernambués', 'Salvador', 'BA'),
  c('40015970', 'Praça da Inglaterra', 'Comércio', 'Salvador', 'BA', 's/n'),
];
