// Endpoints of this area, one file per endpoint under ./services/ (see garage.ts).
export {};
