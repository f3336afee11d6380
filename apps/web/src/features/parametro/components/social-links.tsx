import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Rede, RedeSocial } from '../utils/parametros';

const REDE: Record<Rede, { label: string; Icon: ComponentType<{ size?: number; stroke?: number }> }> = {
  instagram: { label: 'Instagram', Icon: IconBrandInstagram },
  youtube: { label: 'YouTube', Icon: IconBrandYoutube },
  facebook: { label: 'Facebook', Icon: IconBrandFacebook },
  tiktok: { label: 'TikTok', Icon: IconBrandTiktok },
  whatsapp: { label: 'WhatsApp', Icon: IconBrandWhatsapp },
};

/** Social links from parameter REDES_SOCIAIS; each opens in a new tab and says where it goes. */
export function SocialLinks({ redes, brand }: { redes: readonly RedeSocial[]; brand: string }) {
  if (redes.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {redes.map(({ rede, url }) => {
        const { label, Icon } = REDE[rede];
        return (
          <li key={`${rede}-${url}`}>
            <ActionIcon
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              size="lg"
              aria-label={`${brand} no ${label} (abre em nova aba)`}
            >
              <Icon size={22} stroke={1.6} />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
