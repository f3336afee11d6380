import { type MantineFontSize, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

/** Renders HTML written by the platform, always through the allow-list sanitiser. */
export function SafeHtml({
  html,
  className,
  fz,
}: {
  html: string;
  className?: string;
  fz?: MantineFontSize;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography className={className} fz={fz}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through sanitizeHtml just above. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
