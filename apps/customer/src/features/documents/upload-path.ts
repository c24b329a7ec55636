import { paths } from '../../shared/paths';

/** /portal/upload-documents/:vehicleId?type=INSURANCE: the form of one template for one vehicle. */
export const uploadDocumentPath = (vehicleId: string, documentType: string) =>
  `${paths.uploadDocuments(vehicleId)}?${new URLSearchParams({ type: documentType })}`;

/** /portal/document-vault/:vehicleId */
export const documentVaultPath = (vehicleId?: string) => (vehicleId ? `${paths.documentVault}/${encodeURIComponent(vehicleId)}` : paths.documentVault);
