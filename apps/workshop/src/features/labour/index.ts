export { LabourCatalogueScreen } from './components/labour-catalogue-screen';
export { LabourUpdateScreen } from './components/labour-update-screen';
