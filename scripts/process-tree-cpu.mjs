/**
 * The CPU time a process and all its descendants have used so far, from /proc: the live ones'
 * own time plus what each has collected from children it reaped. A test file's CPU is the
 * difference across the file, the apps, ffmpeg and nats-server it started included. Processes
 * that left the tree (a daemon that detached, like PostgreSQL's) are not counted. Elsewhere than
 * Linux it answers undefined.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** pid → [ppid, CPU ticks of itself and its reaped children] for every process readable now. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we read the table
    }
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    table.set(Number(entry), [Number(fields[1]), utime + stime + cutime + cstime]);
  }
  return table;
}

export function treeCpuSeconds(rootPid = process.pid) {
  if (process.platform !== 'linux') return undefined;
  const table = processTable();
  const children = new Map();
  for (const [pid, [ppid]] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    ticks += table.get(pid)?.[1] ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}
