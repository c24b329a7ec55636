/**
 * A make's monogram while the catalogue has no logo for it (we draw no trademarked artwork):
 * its initials on a colour its name always picks, so neighbouring tiles tell apart at a glance.
 * Every colour holds white text at 4.5:1 or more.
 */
const MONOGRAM_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0e7490', '#be185d', '#4d7c0f', '#334155', '#a16207'] as const;

export function makeMonogram(name: string): { letters: string; colour: string } {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const first = words[0] ?? '?';
  // BMW, MG, KTM: an acronym is its own monogram. Maruti Suzuki: MS. Hyundai: Hy.
  const letters = /^\p{Lu}{2,3}$/u.test(first)
    ? first
    : words.length > 1
      ? `${first[0]}${words[1]![0]}`.toUpperCase()
      : `${first[0]!.toUpperCase()}${first.slice(1, 2).toLowerCase()}`;
  const hash = [...name].reduce((sum, character) => (sum * 31 + character.codePointAt(0)!) >>> 0, 7);
  return { letters, colour: MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length]! };
}
