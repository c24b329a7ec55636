export { DocumentVault } from './components/document-vault';
export { NoVehicleForDocuments } from './components/no-vehicle-for-documents';
export { UploadDocument } from './components/upload-document';
export { documentVaultPath, uploadDocumentPath } from './upload-path';
