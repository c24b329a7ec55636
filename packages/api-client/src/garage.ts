// Endpoints of the vehicles, catalogue and document screens; one file per endpoint under ./garage/.
export { getVehicleTypes, useVehicleTypes, vehicleTypesQueryOptions } from './garage/catalog/get-vehicle-types';
export { getMakes, makesQueryOptions, useMakes } from './garage/catalog/get-makes';
export { getModels, modelsQueryOptions, useModels } from './garage/catalog/get-models';
export { getVariants, useVariants, variantsQueryOptions, type VariantsQuery } from './garage/catalog/get-variants';
export { currentVehicleOf, getVehicles, useVehicles, vehiclesQueryOptions } from './garage/vehicles/get-vehicles';
export { getVehicle, useVehicle, vehicleQueryOptions } from './garage/vehicles/get-vehicle';
export { addVehicle, useAddVehicle } from './garage/vehicles/add-vehicle';
export { updateVehicle, useUpdateVehicle } from './garage/vehicles/update-vehicle';
export { deleteVehicle, useDeleteVehicle } from './garage/vehicles/delete-vehicle';
export { makeDefaultVehicle, useMakeDefaultVehicle } from './garage/vehicles/make-default-vehicle';
export { selectVehicle, useSelectVehicle } from './garage/vehicles/select-vehicle';
export { putVehicleImage, usePutVehicleImage } from './garage/vehicles/put-vehicle-image';
export { removeVehicleImage, useRemoveVehicleImage } from './garage/vehicles/remove-vehicle-image';
export { documentTemplatesQueryOptions, getDocumentTemplates, useDocumentTemplates } from './garage/documents/get-document-templates';
export { documentsQueryOptions, getDocuments, useDocuments } from './garage/documents/get-documents';
export { documentForm, uploadDocument, useUploadDocument, type DocumentUpload } from './garage/documents/upload-document';
export { deleteDocument, useDeleteDocument } from './garage/documents/delete-document';
