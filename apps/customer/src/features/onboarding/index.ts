export { VehicleOnboarding } from './components/vehicle-onboarding';
