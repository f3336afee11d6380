import {
  BAIRRO_MAX,
  COMPLEMENTO_MAX,
  LOGRADOURO_MAX,
  NUMERO_LOGRADOURO_MAX,
  type TEnderecoCep,
  TEXTOS_CARTAO_CREDITO,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { type ComboboxItem, Grid, type OptionsFilter, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { serverMessages } from '../../lib/errors';
import { MASCARAS, MaskedInput } from '../masked-input';
import {
  cepQueryOptions,
  municipiosQueryOptions,
  tiposLogradouroQueryOptions,
  ufsQueryOptions,
} from './pagamento.api';

/** The address block as a form holds it (spec doc 2 §3 Address; the body is ZEnderecoBody). */
export interface EnderecoFormValues {
  cep: string;
  tipoLogradouro: { id: number } | null;
  logradouro: string;
  numeroLogradouro: string;
  bairro: string;
  complemento: string;
  /** The IBGE município and UF: the lookup's, or those chosen when it did not know the CEP. */
  municipio: { id: number } | null;
  uf: { sigla: string } | null;
}

export const enderecoVazio = (): EnderecoFormValues => ({
  cep: '',
  tipoLogradouro: null,
  logradouro: '',
  numeroLogradouro: '',
  bairro: '',
  complemento: '',
  municipio: null,
  uf: null,
});

/** What EnderecoFields needs of a `useZodForm` form (any form with an address under `caminho`). */
export interface FormularioComEndereco {
  getInputProps(path: string): GetInputPropsReturnType;
  setFieldValue(path: string, value: never): void;
  setFieldError(path: string, error: ReactNode): void;
  clearFieldError(path: string): void;
}

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Finds 'São Paulo' by 'sao pa' too. */
const filtroSemAcento: OptionsFilter = ({ options, search }) => {
  const termo = semAcento(search.trim());
  return (options as ComboboxItem[]).filter((o) => semAcento(o.label).includes(termo));
};

/**
 * The address block (spec doc 2 §2 Card entry form, §5): CEP with its lookup once it has 8 digits
 * ('Tamanho do CEP incorreto!' when it leaves the field shorter), tipo de logradouro, logradouro,
 * número, bairro, município, UF and complemento. Every field the lookup returned is locked, município
 * and UF among them. A CEP the lookup does not know (404), or a lookup that cannot answer, never blocks
 * the sale (issue 18 §6): the fields open, and the buyer chooses the UF and then its município from the
 * IBGE list. What a provider returns as the CEP's stretch of street ('de 612 a 1510 - lado par') is a
 * hint beside Número, never the buyer's complement. `onEndereco` hears each lookup's answer (null while
 * the CEP is incomplete or unknown).
 */
export function EnderecoFields({
  form,
  caminho = 'endereco',
  onEndereco,
}: {
  form: FormularioComEndereco;
  caminho?: string;
  onEndereco?: (endereco: TEnderecoCep | null) => void;
}) {
  const campo = (nome: keyof EnderecoFormValues) => `${caminho}.${nome}`;
  const cepProps = form.getInputProps(campo('cep'));
  const cep = onlyDigits(String(cepProps.value ?? ''));
  const completo = cep.length === 8;
  const consulta = useQuery({ ...cepQueryOptions(cep), enabled: completo });
  const tipos = useQuery(tiposLogradouroQueryOptions());
  const encontrado = completo ? (consulta.data ?? null) : null;
  const falha = completo && consulta.isError ? consulta.error : null;
  // A malformed CEP (400) is the field's error; any other failure opens the address to the buyer.
  const erroCep =
    falha instanceof ApiError && falha.status === 400
      ? (serverMessages(falha.body)[0] ?? TEXTOS_CARTAO_CREDITO.erroEndereco)
      : null;
  const manual = falha !== null && erroCep === null;
  const aviso = !manual
    ? null
    : falha instanceof ApiError && falha.status === 404
      ? (serverMessages(falha.body)[0] ?? TEXTOS_CARTAO_CREDITO.cepNaoEncontrado)
      : TEXTOS_CARTAO_CREDITO.cepIndisponivel;

  const ufProps = form.getInputProps(campo('uf'));
  const municipioProps = form.getInputProps(campo('municipio'));
  const uf = (ufProps.value as EnderecoFormValues['uf'] | undefined)?.sigla ?? null;
  const municipio = (municipioProps.value as EnderecoFormValues['municipio'] | undefined)?.id ?? null;
  const ufs = useQuery({ ...ufsQueryOptions(), enabled: manual });
  const municipios = useQuery({ ...municipiosQueryOptions(uf ?? ''), enabled: manual && uf !== null });

  // Whether the fields hold what a lookup filled (and so go when the CEP changes).
  const preenchido = useRef(false);
  // A new answer fills the fields it names; a changed CEP empties what the previous answer filled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, not per render of the form.
  useEffect(() => {
    onEndereco?.(encontrado);
    const definir = (nome: keyof EnderecoFormValues, valor: unknown) =>
      form.setFieldValue(campo(nome), valor as never);
    if (encontrado) {
      definir('logradouro', encontrado.logradouro);
      definir('bairro', encontrado.bairro);
      if (encontrado.tipoLogradouro) definir('tipoLogradouro', { id: encontrado.tipoLogradouro.id });
      definir('municipio', { id: encontrado.municipio.id });
      definir('uf', { sigla: encontrado.uf.sigla });
      for (const nome of ['cep', 'municipio', 'uf'] as const) form.clearFieldError(campo(nome));
      preenchido.current = true;
    } else if (preenchido.current) {
      for (const nome of ['logradouro', 'bairro'] as const) definir(nome, '');
      for (const nome of ['tipoLogradouro', 'municipio', 'uf'] as const) definir(nome, null);
      preenchido.current = false;
    }
  }, [encontrado]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the CEP's own error follows the lookup.
  useEffect(() => {
    if (erroCep) form.setFieldError(campo('cep'), erroCep);
    else if (manual) form.clearFieldError(campo('cep'));
  }, [erroCep, manual]);

  const travado = {
    tipoLogradouro: Boolean(encontrado?.tipoLogradouro),
    logradouro: Boolean(encontrado?.logradouro),
    bairro: Boolean(encontrado?.bairro),
  };
  const tipoProps = form.getInputProps(campo('tipoLogradouro'));
  const tipo = tipoProps.value as { id: number } | null | undefined;

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MaskedInput
          label="CEP"
          required
          mask={MASCARAS.cep}
          inputMode="numeric"
          autoComplete="postal-code"
          description={aviso}
          descriptionProps={{ role: 'status' }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...cepProps}
          onBlur={(event) => {
            cepProps.onBlur?.(event);
            const digitos = onlyDigits(event.currentTarget.value);
            if (digitos.length > 0 && digitos.length < 8) {
              form.setFieldError(campo('cep'), TEXTOS_CARTAO_CREDITO.cepTamanho);
            }
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Select
          label="Tipo de logradouro"
          data={(tipos.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }))}
          value={tipo ? String(tipo.id) : null}
          onChange={(valor) =>
            form.setFieldValue(campo('tipoLogradouro'), (valor ? { id: Number(valor) } : null) as never)
          }
          error={tipoProps.error}
          readOnly={travado.tipoLogradouro}
          searchable
          clearable={!travado.tipoLogradouro}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <TextInput
          label="Logradouro"
          required
          maxLength={LOGRADOURO_MAX}
          autoComplete="address-line1"
          readOnly={travado.logradouro}
          {...form.getInputProps(campo('logradouro'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label="Número"
          required
          maxLength={NUMERO_LOGRADOURO_MAX}
          description={encontrado?.faixa ? `Faixa deste CEP: ${encontrado.faixa}` : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps(campo('numeroLogradouro'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Bairro"
          required
          maxLength={BAIRRO_MAX}
          readOnly={travado.bairro}
          {...form.getInputProps(campo('bairro'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Complemento"
          maxLength={COMPLEMENTO_MAX}
          autoComplete="address-line2"
          {...form.getInputProps(campo('complemento'))}
        />
      </Grid.Col>
      {manual ? (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="UF"
              required
              searchable
              filter={filtroSemAcento}
              data={(ufs.data ?? []).map((u) => ({ value: u.sigla, label: `${u.sigla} - ${u.nome}` }))}
              value={uf}
              onChange={(sigla) => {
                form.setFieldValue(campo('uf'), (sigla ? { sigla } : null) as never);
                form.setFieldValue(campo('municipio'), null as never);
              }}
              error={ufProps.error}
              nothingFoundMessage="Nenhuma UF encontrada"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Select
              label="Município"
              required
              searchable
              filter={filtroSemAcento}
              disabled={uf === null}
              placeholder={uf === null ? 'Escolha a UF primeiro' : 'Digite para buscar'}
              data={(municipios.data ?? []).map((m) => ({ value: String(m.id), label: m.nome }))}
              value={municipio === null ? null : String(municipio)}
              onChange={(id) =>
                form.setFieldValue(campo('municipio'), (id ? { id: Number(id) } : null) as never)
              }
              error={municipioProps.error}
              nothingFoundMessage="Nenhum município encontrado"
            />
          </Grid.Col>
        </>
      ) : (
        <>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <TextInput
              label="Município"
              required
              readOnly
              value={encontrado?.municipio.nome ?? ''}
              error={municipioProps.error}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label="UF"
              required
              readOnly
              value={encontrado?.uf.sigla ?? ''}
              error={ufProps.error}
            />
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}
