import type { TUsuarioAdmin } from '@aprovei/shared/equipe/equipe.schemas';
import { NOME_PAPEL, PAPEIS, type Papel } from '@aprovei/shared/equipe/papeis';
import { Anchor, Group, Select } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CampoBusca } from '../../../components/admin/campo-busca';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { confirm, showApiError } from '../../../components/dialogs';
import { formatDate } from '../../../lib/formatters';
import { equipeKeys, mudarPapel, usuariosQueryOptions } from '../api/equipe.api';

const OPCOES_PAPEL = PAPEIS.map((p) => ({ value: p, label: NOME_PAPEL[p] }));
const FILTROS = ['busca', 'papel'] as const;

/** People of the product by name, e-mail or CPF, and the role of each (admin only). */
export function UsuariosPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'criadoEm' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);

  const consulta = {
    ...estado,
    ordem: estado.ordem as 'nome' | 'email' | 'criadoEm',
    busca: filtros.busca,
    papel: filtros.papel as Papel | undefined,
  };
  const lista = useQuery(usuariosQueryOptions(consulta));
  const queryClient = useQueryClient();
  const papel = useMutation({
    mutationFn: ({ id, novo }: { id: number; novo: Papel }) => mudarPapel(id, novo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: equipeKeys.all }),
    onError: (e) => void showApiError(e, 'Não foi possível mudar o papel. Tente novamente.'),
  });

  const trocar = async (u: TUsuarioAdmin, novo: string | null) => {
    if (!novo || novo === u.papel) return;
    const ok = await confirm(`Dar a ${u.nome} o papel '${NOME_PAPEL[novo as Papel]}'?`, {
      title: 'Mudar papel',
    });
    if (ok) papel.mutate({ id: u.id, novo: novo as Papel });
  };

  return (
    <PaginaAdmin
      titulo="Pessoas e papéis"
      descricao="Quem é aluno e quem é da equipe. Cada mudança fica na auditoria."
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CampoBusca
          valor={filtros.busca}
          onBusca={(busca) => mudarFiltros({ busca })}
          placeholder="Nome, e-mail ou CPF"
        />
        <Select
          label="Papel"
          placeholder="Todos"
          data={OPCOES_PAPEL}
          value={filtros.papel ?? null}
          onChange={(v) => mudarFiltros({ papel: v })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      <TabelaAdmin<TUsuarioAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Ninguém encontrado."
        colunas={[
          {
            accessor: 'nome',
            title: 'Nome',
            sortable: true,
            render: (u) => (
              <Anchor component={Link} to={`/admin/usuarios/${u.id}`}>
                {u.nome}
              </Anchor>
            ),
          },
          { accessor: 'email', title: 'E-mail', sortable: true },
          { accessor: 'cpf', title: 'CPF', visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})` },
          {
            accessor: 'criadoEm',
            title: 'Desde',
            sortable: true,
            render: (u) => formatDate(u.criadoEm),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'papel',
            title: 'Papel',
            render: (u) => (
              <Select
                aria-label={`Papel de ${u.nome}`}
                data={OPCOES_PAPEL}
                value={u.papel}
                onChange={(v) => void trocar(u, v)}
                allowDeselect={false}
                size="xs"
                w={190}
                disabled={papel.isPending}
              />
            ),
          },
        ]}
      />
    </PaginaAdmin>
  );
}
