import { ActionIcon, Alert, Stack, Text } from '@mantine/core';
import { DeferredModal, LineIcon } from '@servicebay/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Why the camera could not read: the person said no, there is none, or it failed otherwise. */
export type CameraProblem = 'denied' | 'noCamera' | 'failed';

/** The browser's refusal as the desk is told it (getUserMedia's DOMException names). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noCamera';
  return 'failed';
}

/**
 * A camera icon beside a barcode field: a hand scanner types into the field itself, and a phone at
 * the counter reads the code with its camera here (issue 28 part 1). The code fills the field as if
 * typed; the dialog closes and the camera stops with it.
 */
export function CameraScanButton({ onScanned }: { onScanned: (code: string) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" size="lg" aria-label={t('workshop.stock.cameraScan.open')} onClick={() => setOpen(true)}>
        <LineIcon name="camera">
          <path d="M4 8h3l2-2.5h6L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
          <circle cx="12" cy="13" r="3.5" />
        </LineIcon>
      </ActionIcon>
      <DeferredModal opened={isOpen} onClose={() => setOpen(false)} title={t('workshop.stock.cameraScan.title')} centered radius="lg">
        <CameraReader
          onScanned={(code) => {
            setOpen(false);
            onScanned(code);
          }}
        />
      </DeferredModal>
    </>
  );
}

/**
 * The camera's picture with ZXing reading it until a code comes. ZXing is loaded when the camera
 * opens (some 400 KB no one needs until then), from the app's own build: nothing is fetched from
 * elsewhere at run time.
 */
function CameraReader({ onScanned }: { onScanned: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const scanned = useRef(onScanned);
  scanned.current = onScanned;

  useEffect(() => {
    let controls: { stop: () => void } | null = null;
    let isOver = false;
    const stop = () => {
      isOver = true;
      controls?.stop();
    };
    void (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        if (isOver || !video.current) return;
        controls = await new BrowserMultiFormatReader().decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current, (result) => {
          if (!result || isOver) return;
          stop();
          scanned.current(result.getText());
        });
        // Closed while the camera was starting: it stops at once.
        if (isOver) controls.stop();
      } catch (error) {
        if (!isOver) setProblem(cameraProblemOf(error));
      }
    })();
    return stop;
  }, []);

  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="red" role="alert">
          {t(`workshop.stock.cameraScan.problems.${problem}`)}
        </Alert>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('workshop.stock.cameraScan.preview')}
            style={{ width: '100%', borderRadius: 8, background: 'black' }}
          />
          <Text size="sm" c="dimmed">
            {t('workshop.stock.cameraScan.hint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
