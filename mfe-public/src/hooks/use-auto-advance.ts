import { useEffect, useState } from 'react';

export interface AutoAdvance {
  index: number;
  next: () => void;
  previous: () => void;
}

/**
 * A carousel position that moves forward every `intervalMs` while `isRunning`. Manual moves
 * restart the wait, so a slide the visitor chose stays for a full interval.
 */
export function useAutoAdvance(count: number, intervalMs: number, isRunning: boolean): AutoAdvance {
  const [position, setPosition] = useState({ index: 0, moves: 0 });

  useEffect(() => {
    if (!isRunning || count < 2) return;
    const timer = window.setInterval(() => {
      setPosition((current) => ({ index: (current.index + 1) % count, moves: current.moves }));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, isRunning, position.moves]);

  const move = (step: number) =>
    setPosition((current) => ({
      index: (current.index + step + count) % count,
      moves: current.moves + 1,
    }));

  return {
    // The count can shrink under a running carousel (new data); never point past the end.
    index: count > 0 ? position.index % count : 0,
    next: () => move(1),
    previous: () => move(-1),
  };
}
