// Endpoints of this area, one file per endpoint under ./offers/ (see garage.ts).
export {};
