// The service menu's endpoints; one file per endpoint in this folder.
export { getServices, servicesQueryOptions, useServices, type ServicesQuery } from './get-services';
export { getServiceDetails, serviceDetailsQueryOptions, useServiceDetails, type ServiceDetailsQuery } from './get-service-details';
export { faqsQueryOptions, getFaqs, useFaqs } from './get-faqs';
export { articlesQueryOptions, getArticles, useArticles } from './get-articles';
export { serviceKeys, type PricingQuery } from './service-keys';
export { getRecommendedServices, recommendedServicesQueryOptions, useRecommendedServices, type RecommendedServicesQuery } from './get-recommended-services';
export { getServicesByWorkshop, servicesByWorkshopQueryOptions, useServicesByWorkshop, type ServicesByWorkshopQuery } from './get-services-by-workshop';
export { getMultiService, multiServiceQueryOptions, useMultiService } from './get-multi-service';
