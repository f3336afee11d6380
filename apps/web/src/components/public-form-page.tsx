import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicFooter, PublicHeader } from './public-page';

/** A public page holding one form in a card: sign-in, registration, password recovery. */
export function PublicFormPage({
  title,
  subtitle,
  width = 440,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader withAccess={false} />
      <Box component="main" id="conteudo" style={{ flex: 1 }}>
        <Container size={width} py={{ base: 'lg', sm: 48 }} px="md">
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={2}>{title}</Title>
                {subtitle && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
