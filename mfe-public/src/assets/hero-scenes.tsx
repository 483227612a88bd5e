import { useId, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { House, Tower, Tree, WindowPattern } from './building-parts';

// Our own drawings (docs/product.md section 1): three city scenes behind the home hero and the page
// banners. Decorative, so hidden from assistive technology; text on top carries the meaning.

interface SceneFrameProps {
  sky: [string, string];
  children: (ids: { sky: string; windows: string }) => ReactNode;
  lit: string;
  dark: string;
}

function SceneFrame({ sky, children, lit, dark }: SceneFrameProps): ReactElement {
  // Several scenes can be on one page (carousel layers), so every definition id is unique.
  const prefix = useId().replace(/:/g, '');
  const ids = { sky: `${prefix}-sky`, windows: `${prefix}-windows` };
  return (
    <svg
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
        <WindowPattern id={ids.windows} lit={lit} dark={dark} />
      </defs>
      <rect width="1600" height="900" fill={`url(#${ids.sky})`} />
      {children(ids)}
    </svg>
  );
}

const DUSK_TOWERS = [
  [80, 150, 420],
  [260, 120, 560],
  [410, 170, 380],
  [620, 140, 640],
  [790, 110, 470],
  [940, 180, 540],
  [1160, 130, 610],
  [1320, 160, 430],
  [1500, 120, 500],
] as const;

/** Towers against an orange evening sky. */
export function DuskSkylineScene(): ReactElement {
  return (
    <SceneFrame sky={['#2b1b4a', '#f49b4c']} lit="#ffd98a" dark="#3a2d4f">
      {({ windows }) => (
        <>
          <circle cx="1180" cy="560" r="120" fill="#ffcf70" opacity="0.9" />
          <path d="M0 720 Q400 600 800 700 T1600 660 V900 H0Z" fill="#4b2f5c" opacity="0.6" />
          {DUSK_TOWERS.map(([x, width, height]) => (
            <Tower
              key={x}
              x={x}
              width={width}
              height={height}
              base={820}
              fill="#2d2240"
              windows={windows}
            />
          ))}
          <rect y="820" width="1600" height="80" fill="#1c1529" />
        </>
      )}
    </SceneFrame>
  );
}

const DAY_TOWERS = [
  [140, 180, 360],
  [360, 150, 470],
  [560, 200, 300],
  [1000, 170, 420],
  [1220, 150, 520],
  [1410, 170, 340],
] as const;

/** Apartment blocks on a clear day, with the hills behind the city. */
export function DaySkylineScene(): ReactElement {
  return (
    <SceneFrame sky={['#5fa8e0', '#d8ecf7']} lit="#cfe6f5" dark="#7fa3bd">
      {({ windows }) => (
        <>
          <ellipse cx="320" cy="170" rx="120" ry="36" fill="#ffffff" opacity="0.85" />
          <ellipse cx="1240" cy="120" rx="150" ry="40" fill="#ffffff" opacity="0.8" />
          <path d="M0 640 Q300 470 620 600 T1200 560 T1600 600 V900 H0Z" fill="#8fb48a" />
          {DAY_TOWERS.map(([x, width, height]) => (
            <Tower
              key={x}
              x={x}
              width={width}
              height={height}
              base={800}
              fill="#e9eef2"
              windows={windows}
            />
          ))}
          <Tree x={820} base={800} height={170} leaf="#4f8a4b" trunk="#6b4f3a" />
          <Tree x={900} base={800} height={130} leaf="#5d9b57" trunk="#6b4f3a" />
          <rect y="800" width="1600" height="100" fill="#6f9c67" />
          <rect y="840" width="1600" height="26" fill="#9aa3a8" />
        </>
      )}
    </SceneFrame>
  );
}

const HOUSES = [
  [120, 220],
  [420, 260],
  [760, 230],
  [1080, 270],
  [1390, 210],
] as const;

/** A township of bungalows under a night sky. */
export function NightTownshipScene(): ReactElement {
  return (
    <SceneFrame sky={['#0b1d3a', '#2f4e7a']} lit="#f7d774" dark="#1b2f4f">
      {() => (
        <>
          <circle cx="1320" cy="170" r="60" fill="#f4f1de" />
          {[180, 420, 640, 880, 1050, 240, 760].map((x, index) => (
            <circle key={x} cx={x} cy={90 + ((index * 67) % 200)} r="3" fill="#ffffff" />
          ))}
          <path d="M0 700 Q400 620 800 690 T1600 650 V900 H0Z" fill="#1e3557" />
          {HOUSES.map(([x, size]) => (
            <House
              key={x}
              x={x}
              base={820}
              size={size}
              wall="#d9c7a3"
              roof="#7a3b2e"
              window="#f7d774"
            />
          ))}
          <Tree x={360} base={820} height={160} leaf="#1f4030" trunk="#3b2a1f" />
          <Tree x={1020} base={820} height={140} leaf="#24493a" trunk="#3b2a1f" />
          <rect y="820" width="1600" height="80" fill="#14253f" />
        </>
      )}
    </SceneFrame>
  );
}

/** The three scenes of the home carousel, in display order. */
export const HERO_SCENES: readonly ComponentType[] = [
  DuskSkylineScene,
  DaySkylineScene,
  NightTownshipScene,
];
