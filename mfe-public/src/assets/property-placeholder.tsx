import { useId, type ReactElement } from 'react';

export interface PropertyPlaceholderProps {
  /** Accessible name of the picture, e.g. 'No photo of Green Acres'. */
  label: string;
}

/** Our drawn stand-in for a property without a photo: a house on a soft gradient. */
export function PropertyPlaceholder({ label }: PropertyPlaceholderProps): ReactElement {
  const gradient = `${useId().replace(/:/g, '')}-bg`;
  return (
    <svg
      viewBox="0 0 480 300"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6eef4" />
          <stop offset="1" stopColor="#c9d8e3" />
        </linearGradient>
      </defs>
      <rect width="480" height="300" fill={`url(#${gradient})`} />
      <g fill="none" stroke="#6c8aa0" strokeWidth="8" strokeLinejoin="round" strokeLinecap="round">
        <path d="M160 150 L240 86 L320 150" />
        <path d="M178 138 V214 H302 V138" />
        <path d="M224 214 V172 H256 V214" />
      </g>
      <text
        x="240"
        y="258"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fill="#4d6a80"
      >
        Photo coming soon
      </text>
    </svg>
  );
}
