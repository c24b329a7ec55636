export { BrandLogo } from './components/brand-logo';
export { BrandSlider } from './components/brand-slider';
export { DownloadAppsPanel } from './components/download-apps-panel';
