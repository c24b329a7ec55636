// Endpoints of the vehicles, catalogue and document screens; one file per endpoint under catalog/, vehicles/ and documents/.
export { getVehicleTypes, useVehicleTypes, vehicleTypesQueryOptions } from './catalog/get-vehicle-types';
export { getMakes, makesQueryOptions, useMakes } from './catalog/get-makes';
export { getModels, modelsQueryOptions, useModels } from './catalog/get-models';
export { getVariants, useVariants, variantsQueryOptions, type VariantsQuery } from './catalog/get-variants';
export { currentVehicleOf, getVehicles, useVehicles, vehiclesQueryOptions } from './vehicles/get-vehicles';
export { getVehicle, useVehicle, vehicleQueryOptions } from './vehicles/get-vehicle';
export { addVehicle, useAddVehicle } from './vehicles/add-vehicle';
export { updateVehicle, useUpdateVehicle } from './vehicles/update-vehicle';
export { deleteVehicle, useDeleteVehicle } from './vehicles/delete-vehicle';
export { makeDefaultVehicle, useMakeDefaultVehicle } from './vehicles/make-default-vehicle';
export { selectVehicle, useSelectVehicle } from './vehicles/select-vehicle';
export { putVehicleImage, usePutVehicleImage } from './vehicles/put-vehicle-image';
export { removeVehicleImage, useRemoveVehicleImage } from './vehicles/remove-vehicle-image';
export { documentTemplatesQueryOptions, getDocumentTemplates, useDocumentTemplates } from './documents/get-document-templates';
export { documentsQueryOptions, getDocuments, useDocuments } from './documents/get-documents';
export { documentForm, uploadDocument, useUploadDocument, type DocumentUpload } from './documents/upload-document';
export { deleteDocument, useDeleteDocument } from './documents/delete-document';
