export { EntryCard } from './components/service-card';
export { ServiceDetails } from './components/service-details';
export { ServiceMenu } from './components/service-menu';
