export { SelectWorkshop } from './components/select-workshop';
export { WorkshopDetail } from './components/workshop-detail';
export { WorkshopQuality } from './components/workshop-quality';
