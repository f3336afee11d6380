import {
  detectarBandeira,
  normalizarNomeTitular,
  TAMANHO_CVV_PADRAO,
} from '@aprovei/shared/cartao-credito/cartao.rules';
import {
  APELIDO_CARTAO_MAX,
  type TBandeiraCartao,
  type TEnderecoCep,
  zFormularioCartao,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { Grid, Group, Image, Radio, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useZodForm } from '../../lib/forms';
import { MASCARAS, MaskedInput, mascaraNumeroCartao } from '../masked-input';
import { EnderecoFields, type EnderecoFormValues, enderecoVazio } from './endereco-fields';

/** The card entry form's values (spec doc 2 §2 Card entry form): number and CVV never leave the browser but to the tokeniser. */
export interface CartaoFormValues {
  [campo: string]: unknown;
  apelido: string;
  numero: string;
  nome: string;
  cpf: string;
  mesValidade: string;
  anoValidade: string;
  cvv: string;
  bandeira: string;
  endereco: EnderecoFormValues;
}

export const cartaoVazio = (): CartaoFormValues => ({
  apelido: '',
  numero: '',
  nome: '',
  cpf: '',
  mesValidade: '',
  anoValidade: '',
  cvv: '',
  bandeira: '',
  endereco: enderecoVazio(),
});

/**
 * The card form (useZodForm over zFormularioCartao with the brands of `bandeira-cartao/listar`): its
 * submit handler gets the parsed card, ready for `tokenizarCartao`. The holder name is kept in
 * uppercase letters and spaces as it is typed.
 */
export function useCartaoForm(bandeiras: readonly TBandeiraCartao[]) {
  return useZodForm(() => zFormularioCartao(bandeiras), {
    initialValues: cartaoVazio(),
    masks: { nome: normalizarNomeTitular },
  });
}
export type CartaoForm = ReturnType<typeof useCartaoForm>;

/** The brand's mark as an image source (the API sends the SVG in base64). */
export function imagemBandeira(bandeira: Pick<TBandeiraCartao, 'imagemBase64'>): string {
  return `data:image/svg+xml;base64,${bandeira.imagemBase64}`;
}

/**
 * The card entry form's fields (spec doc 2 §2, §4, §5): Apelido, number (masked to the detected
 * brands' length), holder name, expiry MM/AA, CVV (the brand's size), Bandeira — detected from the
 * prefixes (one match chosen; partial-prefix fallback; all enabled when nothing matches; the selector
 * disabled until the number is complete or when one brand is enabled) —, holder CPF and the address.
 */
export function CartaoFields({
  form,
  bandeiras,
  comApelido = true,
  onEndereco,
}: {
  form: CartaoForm;
  bandeiras: readonly TBandeiraCartao[];
  /** The checkout asks no nickname for a card used once. */
  comApelido?: boolean;
  onEndereco?: (endereco: TEnderecoCep | null) => void;
}) {
  const { numero, bandeira, mesValidade, anoValidade } = form.getValues();
  const deteccao = useMemo(() => detectarBandeira(numero, bandeiras), [numero, bandeiras]);
  const escolhida = bandeiras.find((b) => b.sigla === bandeira);
  const tamanhoCvv = escolhida?.tamanhoCvv ?? TAMANHO_CVV_PADRAO;

  // The detected brand is chosen; otherwise the person's choice stands while the selector is open
  // and the number still allows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the detection only.
  useEffect(() => {
    const mantida = !deteccao.seletorDesabilitado && deteccao.habilitadas.some((b) => b.sigla === bandeira);
    const proxima = deteccao.escolhida?.sigla ?? (mantida ? bandeira : '');
    if (proxima !== bandeira) form.setFieldValue('bandeira', proxima);
  }, [deteccao]);

  const validadeErro = form.errors.mesValidade ?? form.errors.anoValidade;
  const bandeiraProps = form.getInputProps('bandeira');

  return (
    <Stack gap="sm">
      <Grid gap="sm">
        {comApelido && (
          <Grid.Col span={12}>
            <TextInput
              label="Apelido"
              required
              maxLength={APELIDO_CARTAO_MAX}
              {...form.getInputProps('apelido')}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <MaskedInput
            label="Número do Cartão"
            required
            mask={mascaraNumeroCartao(deteccao.comprimentoMaximo)}
            inputMode="numeric"
            autoComplete="cc-number"
            {...form.getInputProps('numero')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <MaskedInput
            label="Validade"
            placeholder="MM/AA"
            required
            mask={MASCARAS.validade}
            inputMode="numeric"
            autoComplete="cc-exp"
            value={mesValidade || anoValidade ? `${mesValidade}/${anoValidade}` : ''}
            onChange={(valor) => {
              const [mes = '', ano = ''] = valor.split('/');
              form.setFieldValue('mesValidade', mes);
              form.setFieldValue('anoValidade', ano);
            }}
            error={validadeErro}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <MaskedInput
            label="CVV"
            required
            mask={'0'.repeat(tamanhoCvv)}
            inputMode="numeric"
            autoComplete="cc-csc"
            {...form.getInputProps('cvv')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Nome no Cartão" required autoComplete="cc-name" {...form.getInputProps('nome')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MaskedInput
            label="CPF do Titular"
            required
            mask={MASCARAS.cpf}
            inputMode="numeric"
            {...form.getInputProps('cpf')}
          />
        </Grid.Col>
      </Grid>
      <Radio.Group
        label="Bandeira do Cartão"
        required
        value={bandeira}
        onChange={(valor) => form.setFieldValue('bandeira', valor)}
        error={bandeiraProps.error}
      >
        <Group gap="md" mt={4}>
          {bandeiras.map((b) => (
            <Radio
              key={b.sigla}
              value={b.sigla}
              disabled={deteccao.seletorDesabilitado || !deteccao.habilitadas.includes(b)}
              label={
                <Group gap={6} wrap="nowrap">
                  <Image src={imagemBandeira(b)} alt="" w={32} h={20} fit="contain" />
                  {b.nome}
                </Group>
              }
            />
          ))}
        </Group>
      </Radio.Group>
      <EnderecoFields form={form} onEndereco={onEndereco} />
    </Stack>
  );
}
