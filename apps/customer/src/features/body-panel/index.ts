export { BodyPanel } from './components/body-panel';
export { NoVehicleForBodyPanel } from './components/no-vehicle-prompt';
