// Whether a build is out of date: missing, older than a source, or made in the other mode.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mode a build is made in: Vite and React build for development when NODE_ENV says so (React's
 * jsxDEV, which a production server's renderer does not have: every page then went without its
 * rendered screen). A build of the other mode is stale however new it is (issue 26, item 25).
 */
export const buildModeOf = (env) => (env.NODE_ENV === 'development' ? 'development' : 'production');

/** Newest modification time of the given files and folders (node_modules and builds excluded). */
export function newestSource(folders) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const source of folders) {
    if (!existsSync(source)) continue;
    if (statSync(source).isDirectory()) walk(source);
    else newest = Math.max(newest, statSync(source).mtimeMs);
  }
  return newest;
}

/** Builds note their mode outside the folders they serve (a dot file there would be served too). */
export function createBuildStamps(folder) {
  const fileOf = (name) => path.join(folder, `${name.replace(/[^a-z0-9]+/gi, '-')}.mode`);
  return {
    modeOf: (name) => (existsSync(fileOf(name)) ? readFileSync(fileOf(name), 'utf8').trim() : null),
    stamp: (name, mode) => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(fileOf(name), `${mode}\n`);
    },
  };
}

/** Missing, made in another mode, or older than its newest source. */
export const isStale = ({ output, sources, builtMode, mode }) => !existsSync(output) || builtMode !== mode || statSync(output).mtimeMs < newestSource(sources);
