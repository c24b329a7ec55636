// Endpoints of this area, one file per endpoint under ./body-panel/ (see garage.ts).
export {};
