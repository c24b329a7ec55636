// The service menu's endpoints; one file per endpoint under ./services/.
export { getServices, servicesQueryOptions, useServices, type ServicesQuery } from './services/get-services';
export { getServiceDetails, serviceDetailsQueryOptions, useServiceDetails } from './services/get-service-details';
export { faqsQueryOptions, getFaqs, useFaqs } from './services/get-faqs';
export { articlesQueryOptions, getArticles, useArticles } from './services/get-articles';
export { serviceKeys, type PricingQuery } from './services/service-keys';
export {
  getRecommendedServices,
  recommendedServicesQueryOptions,
  useRecommendedServices,
  type RecommendedServicesQuery,
} from './services/get-recommended-services';
export {
  getServicesByWorkshop,
  servicesByWorkshopQueryOptions,
  useServicesByWorkshop,
  type ServicesByWorkshopQuery,
} from './services/get-services-by-workshop';
export { getMultiService, multiServiceQueryOptions, useMultiService } from './services/get-multi-service';
