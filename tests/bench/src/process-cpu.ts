import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) used so far by every living process of the process group `group`
 * (a server started with `ownGroup`: tsx runs the API in a grandchild, which this counts too).
 * Null where /proc cannot be read (not Linux). A process that exited in between is not counted,
 * so compare two readings of servers that kept running.
 */
export function groupCpuSeconds(group: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // From there: state, ppid, pgrp, ... utime is the 12th, stime the 13th.
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / TICKS_PER_SECOND;
}

/** This process's CPU seconds so far (the load generator runs in it). */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
