import type { ReactElement } from 'react';

export interface TowerProps {
  x: number;
  width: number;
  height: number;
  /** Ground line the tower stands on. */
  base: number;
  fill: string;
  /** Id of a window `<pattern>` defined by the scene. */
  windows: string;
}

/** A block of flats: a body, a roof band and rows of windows from the scene's pattern. */
export function Tower({ x, width, height, base, fill, windows }: TowerProps): ReactElement {
  const top = base - height;
  return (
    <g>
      <rect x={x} y={top} width={width} height={height} fill={fill} />
      <rect x={x - 4} y={top - 10} width={width + 8} height={12} fill={fill} opacity={0.85} />
      <rect
        x={x + 10}
        y={top + 16}
        width={width - 20}
        height={height - 40}
        fill={`url(#${windows})`}
      />
    </g>
  );
}

export interface WindowPatternProps {
  id: string;
  lit: string;
  dark: string;
}

/** Two lit windows and one dark one per tile, so facades do not look like a grid of identical cells. */
export function WindowPattern({ id, lit, dark }: WindowPatternProps): ReactElement {
  return (
    <pattern id={id} width={36} height={34} patternUnits="userSpaceOnUse">
      <rect x={4} y={6} width={10} height={16} fill={lit} />
      <rect x={22} y={6} width={10} height={16} fill={dark} />
    </pattern>
  );
}

export interface HouseProps {
  x: number;
  base: number;
  size: number;
  wall: string;
  roof: string;
  window: string;
}

/** A pitched-roof bungalow, `size` wide. */
export function House({ x, base, size, wall, roof, window }: HouseProps): ReactElement {
  const wallHeight = size * 0.6;
  const top = base - wallHeight;
  return (
    <g>
      <polygon
        points={`${x - 10},${top} ${x + size / 2},${top - size * 0.45} ${x + size + 10},${top}`}
        fill={roof}
      />
      <rect x={x} y={top} width={size} height={wallHeight} fill={wall} />
      <rect
        x={x + size * 0.12}
        y={top + size * 0.12}
        width={size * 0.22}
        height={size * 0.2}
        fill={window}
      />
      <rect
        x={x + size * 0.66}
        y={top + size * 0.12}
        width={size * 0.22}
        height={size * 0.2}
        fill={window}
      />
      <rect
        x={x + size * 0.4}
        y={base - size * 0.34}
        width={size * 0.2}
        height={size * 0.34}
        fill={roof}
      />
    </g>
  );
}

export interface TreeProps {
  x: number;
  base: number;
  height: number;
  leaf: string;
  trunk: string;
}

export function Tree({ x, base, height, leaf, trunk }: TreeProps): ReactElement {
  return (
    <g>
      <rect x={x - 4} y={base - height * 0.35} width={8} height={height * 0.35} fill={trunk} />
      <ellipse cx={x} cy={base - height * 0.62} rx={height * 0.28} ry={height * 0.38} fill={leaf} />
    </g>
  );
}
