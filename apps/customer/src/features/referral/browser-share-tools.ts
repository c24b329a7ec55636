import type { ShareTools } from './share-invite';

/** Copies through a hidden, selected field: works where `navigator.clipboard` is missing. */
function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.insetBlockStart = '-1000px';
  document.body.append(field);
  field.select();
  try {
    // Deprecated, and still the only copy some WebViews allow.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** This browser's share sheet and clipboard, where it has them (a desktop browser often has no share sheet). */
export function browserShareTools(): ShareTools {
  if (typeof navigator === 'undefined') return { copyBySelection };
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    canShare: typeof navigator.canShare === 'function' ? (data) => navigator.canShare(data) : undefined,
    writeClipboard: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
    copyBySelection,
  };
}
