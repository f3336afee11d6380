import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

/** Renders HTML written by the platform, always through the allow-list sanitiser. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through sanitizeHtml just above. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
