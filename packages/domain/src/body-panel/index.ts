export * from './body-panel';
export * from './section-polygon';
export * from './body-damage-service';
