export { CardPartsPanel } from './components/card-parts-panel';
export { PartScreen } from './components/part-screen';
export { PartsScreen } from './components/parts-screen';
