import { Button, Progress, Stack } from '@mantine/core';
import type { DownloadedFile } from '@servicebay/api-client';
import { percentOf } from '@servicebay/domain';
import { LineIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from './notify';

/** A sheet with an arrow down: the register as a workbook. */
const WorkbookIcon = () => (
  <LineIcon size={18} name="workbook">
    <path d="M5 3h10l4 4v6M5 3v18h8M9 9h6M9 13h3M18 16v6M15 19l3 3 3-3" />
  </LineIcon>
);

/** Hands the downloaded file to the browser as a download, under the name the API gave it. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the address once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type WorkbookExportButtonProps = {
  /** Fetches the workbook, telling what share has arrived (null while the size is unknown). */
  download: (onProgress: (fraction: number | null) => void) => Promise<DownloadedFile>;
  fallbackName: string;
};

/**
 * 'Export to Excel': a register or a stock view as a workbook, its titles in the reader's language;
 * the download's progress shown as it arrives (a year's register is a few megabytes on a slow line).
 */
export function WorkbookExportButton({ download, fallbackName }: WorkbookExportButtonProps) {
  const { t } = useTranslation();
  // undefined: not exporting; null: exporting, size unknown; else the share arrived.
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const isExporting = progress !== undefined;
  const percent = Math.round(percentOf(progress ?? 0, 1));

  async function exportRegister() {
    setProgress(null);
    try {
      const file = await download(setProgress);
      const fileName = file.fileName ?? fallbackName;
      saveFile(file.blob, fileName);
      notifySuccess(t('workshop.registers.exported', { file: fileName }));
    } catch (error) {
      notifyApiError(error);
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <Stack gap={4} w={{ base: '100%', sm: 'auto' }}>
      <Button variant="light" leftSection={<WorkbookIcon />} onClick={() => void exportRegister()} disabled={isExporting} aria-busy={isExporting}>
        {isExporting
          ? progress === null
            ? t('workshop.registers.exportingUnknown')
            : t('workshop.registers.exporting', { percent })
          : t('workshop.registers.export')}
      </Button>
      {isExporting ? (
        <Progress
          value={progress === null ? 100 : percent}
          animated={progress === null}
          striped={progress === null}
          size="xs"
          aria-label={t('workshop.registers.exportingUnknown')}
        />
      ) : null}
    </Stack>
  );
}
