/**
 * A service the customer has chosen but not yet put in the cart: what the workshop screens add
 * once a workshop (or a quality tier) is chosen. It travels in the address's search parameters, so
 * a reload, a shared link or the back button keeps it (the spec's screens passed it as route state).
 */
export type ServiceChoice = {
  serviceId: string;
  addOnsSelected: string[];
  partId?: string;
  damageTypeId?: string;
  /** Chosen on the body panel (customer spec section 2: the fromBodyPanel flag). */
  isFromBodyPanel: boolean;
};

const BODY_PANEL = 'body-panel';

/** `?serviceId=…&addOns=a,b&partId=…&damageTypeId=…&from=body-panel` */
export function serviceChoiceSearch(choice: ServiceChoice): string {
  const params = new URLSearchParams({ serviceId: choice.serviceId });
  if (choice.addOnsSelected.length) params.set('addOns', choice.addOnsSelected.join(','));
  if (choice.partId) params.set('partId', choice.partId);
  if (choice.damageTypeId) params.set('damageTypeId', choice.damageTypeId);
  if (choice.isFromBodyPanel) params.set('from', BODY_PANEL);
  return `?${params}`;
}

/** The choice in a screen's search parameters; undefined without a service. */
export function serviceChoiceOf(params: URLSearchParams): ServiceChoice | undefined {
  const serviceId = params.get('serviceId');
  if (!serviceId) return undefined;
  return {
    serviceId,
    addOnsSelected: (params.get('addOns') ?? '').split(',').filter(Boolean),
    partId: params.get('partId') ?? undefined,
    damageTypeId: params.get('damageTypeId') ?? undefined,
    isFromBodyPanel: params.get('from') === BODY_PANEL,
  };
}
