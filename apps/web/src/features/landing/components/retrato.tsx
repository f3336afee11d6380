/** A drawn portrait from a person's initials (no photo of anyone); decorative, the name is beside it. */
export function Retrato({ nome, tamanho = 72 }: { nome: string; tamanho?: number }) {
  const partes = nome.split(/\s+/).filter(Boolean);
  const iniciais =
    `${partes[0]?.[0] ?? ''}${partes.length > 1 ? (partes.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
  return (
    <svg width={tamanho} height={tamanho} viewBox="0 0 72 72" aria-hidden focusable="false">
      <circle cx="36" cy="36" r="36" fill="var(--mantine-color-brand-1)" />
      <path d="M12 64c3-13 12-19 24-19s21 6 24 19a36 36 0 0 1-48 0z" fill="var(--mantine-color-brand-6)" />
      <circle cx="36" cy="28" r="12" fill="var(--mantine-color-brand-3)" />
      <text
        x="36"
        y="33"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="var(--mantine-color-brand-9)"
      >
        {iniciais}
      </text>
    </svg>
  );
}
