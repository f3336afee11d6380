import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { brandName } from '../config/env';

/** The product name (Aprovei, or Aprovei Med on the medical variant), optionally a link. */
export function Brand({ to, size = 'xl' }: { to?: string; size?: string }) {
  const name = brandName();
  const text = (
    <Text component="span" fw={800} fz={size} c="brand" style={{ letterSpacing: '-0.02em' }}>
      {name}
    </Text>
  );
  if (!to) return text;
  return (
    <Anchor component={Link} to={to} underline="never" aria-label={`${name}: página inicial`}>
      {text}
    </Anchor>
  );
}
