import { Button, FileButton, type ButtonProps } from '@mantine/core';
import { useRef, type ReactNode } from 'react';

type FilePickButtonProps = Omit<ButtonProps, 'children'> & {
  /** MIME types offered by the picker, e.g. ['image/png', 'image/jpeg']; the server still checks the bytes. */
  accept: readonly string[];
  onPick: (file: File) => void;
  /** On phones and tablets, open this camera instead of the file list (customer spec section 6). */
  camera?: 'user' | 'environment';
  disabled?: boolean;
  children: ReactNode;
};

/** Touch-first devices are the ones with a camera to offer; desktops keep the plain file dialog. */
const isTouchDevice = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

/** A button that opens the file picker (or the camera on phones) and hands over the one file picked. */
export function FilePickButton({ accept, onPick, camera, disabled, children, ...buttonProps }: FilePickButtonProps) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      accept={accept.join(',')}
      capture={camera && isTouchDevice() ? camera : undefined}
      resetRef={resetRef}
      disabled={disabled}
      onChange={(file) => {
        if (file) onPick(file);
        // Picking the same file again must fire another change.
        resetRef.current?.();
      }}
    >
      {(props) => (
        <Button {...buttonProps} {...props} disabled={disabled}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
