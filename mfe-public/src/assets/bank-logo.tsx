import type { ReactElement } from 'react';

// Typographic tiles drawn from the bank's name: we use no bank's real logo (docs/product.md section 1).
const TILE_COLOURS = ['#0b3d5c', '#7a1f3d', '#1f5f3a', '#5a3d8a', '#8a4b12', '#12606e', '#3c4a5c'];

/** Initials of the name's significant words: 'State Bank of India' → 'SBI'. */
export function getBankInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '' && !/^(of|and|the|&)$/i.test(word));
  return words
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function pickColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length] ?? '#0b3d5c';
}

export interface BankLogoProps {
  name: string;
}

/** A bank's tile: its initials on a colour chosen from the name, and the name beneath. */
export function BankLogo({ name }: BankLogoProps): ReactElement {
  const colour = pickColour(name);
  return (
    <svg viewBox="0 0 200 120" width="200" height="120" role="img" aria-label={name}>
      <rect x="1" y="1" width="198" height="118" rx="12" fill="#ffffff" stroke="#d5dde3" />
      <rect x="66" y="14" width="68" height="56" rx="10" fill={colour} />
      <text
        x="100"
        y="51"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="700"
        fontSize="24"
        fill="#ffffff"
      >
        {getBankInitials(name)}
      </text>
      <text
        x="100"
        y="98"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={name.length > 20 ? 12 : 14}
        fill="#23313d"
      >
        {name}
      </text>
    </svg>
  );
}
