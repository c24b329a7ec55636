import { describe, expect, it } from 'vitest';
import { screenChunks, screenStyles, type BuildManifest } from './screen-chunks';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'], css: ['assets/index-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/shell.tsx': { file: 'assets/shell-1.js', imports: ['index.html', '_framework-1.js', '_modal-1.js', '_feature-1.js'] },
  'src/screen.tsx': { file: 'assets/screen-1.js', imports: ['index.html', '_feature-1.js'], css: ['assets/screen-1.css'] },
  '_feature-1.js': { file: 'assets/feature-1.js', imports: ['_modal-1.js', '_zod-1.js'], css: ['assets/feature-1.css', 'assets/index-1.css'] },
  '_modal-1.js': { file: 'assets/modal-1.js', imports: ['_feature-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
};

describe('a screen’s chunks, from the build manifest', () => {
  it('lists each chunk once, after the chunks it imports, without the entry and what the entry brings', () => {
    expect(screenChunks(manifest, ['src/shell.tsx', 'src/screen.tsx'])).toEqual([
      // modal-1 and feature-1 import each other: the cycle is cut where it was entered.
      '/assets/zod-1.js',
      '/assets/feature-1.js',
      '/assets/modal-1.js',
      '/assets/shell-1.js',
      '/assets/screen-1.js',
    ]);
  });

  it('skips a module the build does not know (a build before the module existed)', () => {
    expect(screenChunks(manifest, ['src/gone.tsx', 'src/screen.tsx'])).toEqual([
      '/assets/modal-1.js',
      '/assets/zod-1.js',
      '/assets/feature-1.js',
      '/assets/screen-1.js',
    ]);
  });

  it('links the style sheets of those chunks once, without the entry’s (the page links it already)', () => {
    expect(screenStyles(manifest, ['src/shell.tsx', 'src/screen.tsx'])).toEqual(['/assets/feature-1.css', '/assets/screen-1.css']);
    expect(screenStyles(manifest, ['src/gone.tsx'])).toEqual([]);
  });
});
