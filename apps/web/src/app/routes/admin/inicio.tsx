import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link, useOutletContext } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { ADMIN_ROUTE_KEYS, ADMIN_ROUTES } from '../../../config/admin-paths';
import type { Eu } from '../../../features/equipe/api/equipe.api';

/** /admin: a card for each screen the person's role opens. */
export function Component() {
  const eu = useOutletContext<Eu>();
  const telas = ADMIN_ROUTE_KEYS.filter((k) => {
    const { area, menu } = ADMIN_ROUTES[k];
    return k !== 'inicio' && menu && (area === null || eu.areas.includes(area));
  });
  return (
    <PaginaAdmin titulo={`Olá, ${eu.nome.split(' ')[0]}`} descricao="O que você quer cuidar hoje?">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {telas.map((k) => (
          <Card key={k} component={Link} to={ADMIN_ROUTES[k].path} withBorder padding="lg" radius="md">
            <Text fw={600}>{ADMIN_ROUTES[k].titulo}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </PaginaAdmin>
  );
}
