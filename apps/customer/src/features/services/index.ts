export { EntryCard } from './components/service-card';
export { ServiceDetails } from './components/service-details';
export { ServiceMenu } from './components/service-menu';
export { RecommendedServices } from './components/recommended-services';
export { AddOnPicker } from './components/add-on-picker';
export { toggleAddOn } from './add-on-choice';
