import { idOfRef } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerAnswers } from '../../platform/customer-answers';
import type { ServerModule } from '../../platform/server-module';
import type { Storage } from '../../platform/storage/storage';
import type { AddressesService } from '../addresses';
import type { BrandsService } from '../brands';
import type { BodyPanelService, CatalogService, OffersService, ServiceMenuService } from '../catalog';
import type { VehiclesService } from '../garage';
import type { CustomerRecords } from '../identity';
import type { WorkshopsService } from '../workshops';
import { cartCustomerData } from './cart-data';
import { createCartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';
import { marketDayOncePerMinute } from './market-day';

/** The cart module's public face: a customer's cart, priced by the catalogue. */
export type { CartService } from './cart.service';

type Deps = {
  db: Db;
  now: () => Date;
  customers: CustomerRecords;
  /** A kept cart is priced from the vehicle catalogue: a change to it drops every kept answer. */
  catalog: Pick<CatalogService, 'onChange'>;
  serviceMenu: ServiceMenuService;
  offers: OffersService;
  bodyPanel: BodyPanelService;
  vehicles: VehiclesService;
  addresses: AddressesService;
  brands: BrandsService;
  workshops: WorkshopsService;
  storage: Storage;
  customerAnswers: CustomerAnswers;
};

export function createCartModule({
  db,
  now,
  customers,
  catalog,
  serviceMenu,
  offers,
  bodyPanel,
  vehicles,
  addresses,
  brands,
  workshops,
  storage,
  customerAnswers,
}: Deps) {
  const repository = createCartRepository(db);
  const cart = createCartService({
    db,
    repository,
    storage,
    cartLines: serviceMenu.cartLines,
    checkOfferCode: offers.checkCode,
    partNames: bodyPanel.partNames,
    async pricingOf(owner, known) {
      const user = await customers.loadRecent(owner);
      const selected = idOfRef(user.selectedVehicleRef);
      const vehicle = !selected ? null : known?.vehicleId === selected ? known : await vehicles.essentials(owner, selected);
      return { catalogVehicleId: vehicle?.catalogVehicleId, pricingSegment: user.settings.pricingSegment };
    },
    hasAddress: async (owner) => (await addresses.list(owner)).length > 0,
    listsBySegment: async (brand) => (await brands.globalSettings(brand)).workshopListingModel === 'Segment',
    workshopPositions: workshops.positions,
    today: marketDayOncePerMinute(offers.today, () => now().getTime()),
  });
  const module: ServerModule = {
    name: 'cart',
    routes: [cartRoutes({ cart, customerAnswers, catalog, serviceMenu, workshops })],
    customerData: cartCustomerData(repository),
    uniqueConstraints: { cart_items_one_per_service: { code: 'cart/service-already-added', field: 'serviceId' } },
  };
  return { services: { cart }, module };
}
