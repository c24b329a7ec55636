import { downloadRegister, type RegisterExport } from '@servicebay/api-client';
import { WorkbookExportButton } from '../../../shared/workbook-export-button';

type ExportButtonProps = { workshopId: string; exportOf: RegisterExport; fallbackName: string };

/** The register's period as a workbook. */
export function ExportButton({ workshopId, exportOf, fallbackName }: ExportButtonProps) {
  return <WorkbookExportButton download={(onProgress) => downloadRegister(workshopId, exportOf, onProgress)} fallbackName={fallbackName} />;
}
