import { Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useLoadingMessage } from '../lib/loading';

/** The global overlay of blocking operations: shows the latest loading message (spec doc 1 §2.2, §9). */
export function GlobalLoadingOverlay() {
  const message = useLoadingMessage();
  return (
    <>
      <LoadingOverlay
        visible={message !== null}
        pos="fixed"
        zIndex={10000}
        overlayProps={{ backgroundOpacity: 0.8, color: '#000' }}
        loaderProps={{
          children: (
            <Stack align="center" gap="sm" px="md">
              <Loader color="white" />
              <Text c="white" fw={500} ta="center">
                {message}
              </Text>
            </Stack>
          ),
        }}
      />
      <div role="status" aria-live="polite" className="visually-hidden">
        {message ?? ''}
      </div>
    </>
  );
}
