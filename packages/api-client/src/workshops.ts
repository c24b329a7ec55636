// Endpoints of this area, one file per endpoint under ./workshops/ (see garage.ts).
export {};
