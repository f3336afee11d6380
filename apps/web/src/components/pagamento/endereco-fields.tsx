import {
  BAIRRO_MAX,
  COMPLEMENTO_MAX,
  LOGRADOURO_MAX,
  NUMERO_LOGRADOURO_MAX,
  type TEnderecoCep,
  TEXTOS_CARTAO_CREDITO,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { Grid, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { serverMessages } from '../../lib/errors';
import { useErrorDialog } from '../error-dialog';
import { MASCARAS, MaskedInput } from '../masked-input';
import { cepQueryOptions, tiposLogradouroQueryOptions } from './pagamento.api';

/** The address block as a form holds it (spec doc 2 §3 Address; the body is ZEnderecoBody). */
export interface EnderecoFormValues {
  cep: string;
  tipoLogradouro: { id: number } | null;
  logradouro: string;
  numeroLogradouro: string;
  bairro: string;
  complemento: string;
}

export const enderecoVazio = (): EnderecoFormValues => ({
  cep: '',
  tipoLogradouro: null,
  logradouro: '',
  numeroLogradouro: '',
  bairro: '',
  complemento: '',
});

/** What EnderecoFields needs of a `useZodForm` form (any form with an address under `caminho`). */
export interface FormularioComEndereco {
  getInputProps(path: string): GetInputPropsReturnType;
  setFieldValue(path: string, value: never): void;
  setFieldError(path: string, error: ReactNode): void;
  clearFieldError(path: string): void;
}

/** A CEP that is not found (404) or refused (400) is the CEP field's error; anything else is a dialog. */
function erroDoCep(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return serverMessages(error.body)[0] ?? TEXTOS_CARTAO_CREDITO.erroEndereco;
  }
  return null;
}

/**
 * The address block (spec doc 2 §2 Card entry form, §5): CEP with its lookup once it has 8 digits
 * ('Tamanho do CEP incorreto!' when it leaves the field shorter), tipo de logradouro, logradouro,
 * número, bairro, município, UF and complemento. Every field the lookup returned is locked; município
 * and UF always come from the lookup and are never typed. `onEndereco` hears each lookup's answer
 * (null while the CEP is incomplete or unknown).
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
  const consulta = useQuery({ ...cepQueryOptions(cep), enabled: cep.length === 8 });
  const tipos = useQuery(tiposLogradouroQueryOptions());
  const encontrado = cep.length === 8 ? (consulta.data ?? null) : null;
  const erroCep = consulta.isError ? erroDoCep(consulta.error) : null;
  useErrorDialog(consulta.isError && !erroCep ? consulta.error : null, TEXTOS_CARTAO_CREDITO.erroEndereco);

  // A new answer fills the fields it names (and empties those it leaves blank).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, not per render of the form.
  useEffect(() => {
    onEndereco?.(encontrado);
    if (!encontrado) return;
    form.setFieldValue(campo('logradouro'), encontrado.logradouro as never);
    form.setFieldValue(campo('bairro'), encontrado.bairro as never);
    form.setFieldValue(campo('complemento'), encontrado.complemento as never);
    if (encontrado.tipoLogradouro) {
      form.setFieldValue(campo('tipoLogradouro'), { id: encontrado.tipoLogradouro.id } as never);
    }
    form.clearFieldError(campo('cep'));
  }, [encontrado]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the CEP's own error follows the lookup.
  useEffect(() => {
    if (erroCep) form.setFieldError(campo('cep'), erroCep);
  }, [erroCep]);

  const travado = {
    tipoLogradouro: Boolean(encontrado?.tipoLogradouro),
    logradouro: Boolean(encontrado?.logradouro),
    bairro: Boolean(encontrado?.bairro),
    complemento: Boolean(encontrado?.complemento),
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
          readOnly={travado.complemento}
          {...form.getInputProps(campo('complemento'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <TextInput label="Município" required readOnly value={encontrado?.municipio.nome ?? ''} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label="UF" required readOnly value={encontrado?.uf.sigla ?? ''} />
      </Grid.Col>
    </Grid>
  );
}
