// The workshops' endpoints; one file per endpoint under ./workshops/.
export { getWorkshopsByService, useWorkshopsByService, workshopsByServiceQueryOptions, type WorkshopsQuery } from './workshops/get-workshops-by-service';
export { getWorkshop, useWorkshop, workshopQueryOptions } from './workshops/get-workshop';
export { getWorkshopSegments, useWorkshopSegments, workshopSegmentsQueryOptions } from './workshops/get-workshop-segments';
