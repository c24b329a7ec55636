import { hostname } from 'node:os';
import path from 'node:path';
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';

/** The embedded database belongs to one process: a second one opening it loses writes or corrupts it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another ServiceBay process (pid ${holderPid}). ` +
        'Stop that process first, or point DATA_DIR at another folder. A catalogue import goes through the running server.',
    );
    this.name = 'DataDirInUseError';
  }
}

type Holder = { pid: number; host: string; since: string };

const LOCK_FILE = 'pglite.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null; // gone meanwhile, or a half-written file of a process killed while writing it
  }
}

/** A holder that is this host's process and still runs; a lock of another host is trusted as held. */
const isLive = (holder: Holder | null) => holder !== null && (holder.host !== hostname() || isRunning(holder.pid));

/**
 * Takes the data folder for this process (an exclusively created lock file naming the pid), or
 * throws `DataDirInUseError` naming the holder. A lock left by a killed process is recovered: it
 * is moved aside under a name of this process first, so two processes recovering the same stale
 * lock cannot both remove it and both go on.
 */
export function lockDataDir(dir: string): { release: () => void } {
  const file = path.join(dir, LOCK_FILE);
  const own: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(own));
      closeSync(fd);
      const release = () => {
        if (readHolder(file)?.pid === own.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      // A process that ends without closing the database still frees the folder.
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (isLive(holder)) throw new DataDirInUseError(dir, holder!.pid);
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // another process moved it first
    }
    const moved = readHolder(aside);
    if (isLive(moved)) {
      // What was moved is a live lock taken meanwhile: it is not ours to remove.
      renameSync(aside, file);
      throw new DataDirInUseError(dir, moved!.pid);
    }
    rmSync(aside, { force: true });
    console.warn(`Recovered the lock on ${dir} left by pid ${holder?.pid ?? 'unknown'}, which is no longer running.`);
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
