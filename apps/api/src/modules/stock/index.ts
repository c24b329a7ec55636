import type { ServerModule } from '../../platform/server-module';
import { createCardSpares } from './card-spares';
import { createDebitNotesService } from './debit-notes.service';
import { documentsRoutes } from './documents.routes';
import { createInwardsService } from './inwards.service';
import { createIssuesService } from './issues.service';
import { movementsRoutes } from './movements.routes';
import { partsRoutes } from './parts.routes';
import { createPartsService } from './parts.service';
import { createPurchaseOrdersService } from './purchase-orders.service';
import type { StockDeps } from './stock-context';
import { createStockViewsService } from './stock-views.service';
import { createTransfersService } from './transfers.service';
import { vendorsRoutes } from './vendors.routes';
import { createVendorsService } from './vendors.service';

export type { JobLineChanging } from './issues.service';

/**
 * Parts stock (issue 28, decision 0052): the parts master, vendors, purchase orders, inwards, issues
 * to job cards and returns, transfers between branches, debit notes and the stock ledger. Its
 * listener `jobLineChanging` answers billing's hook: an issued part's line is not removed, nor cut
 * below what is issued.
 */
export function createStockModule(deps: StockDeps) {
  const parts = createPartsService(deps);
  const vendors = createVendorsService(deps);
  const cardSpares = createCardSpares(deps);
  const orders = createPurchaseOrdersService({ ...deps, parts, vendors, cardSpares });
  const inwards = createInwardsService({ ...deps, parts, vendors, cardSpares });
  const issues = createIssuesService({ ...deps, parts, orders });
  const transfers = createTransfersService({ ...deps, parts, inwards });
  const debitNotes = createDebitNotesService({ ...deps, inwards });
  const views = createStockViewsService({ ...deps, parts });
  const module: ServerModule = {
    name: 'stock',
    routes: [partsRoutes({ parts, views }), vendorsRoutes(vendors), documentsRoutes({ orders, inwards, debitNotes }), movementsRoutes({ issues, transfers })],
    uniqueConstraints: {
      parts_number_per_brand: { code: 'stock/duplicate-part', field: 'partNumber' },
      parts_barcode_per_brand: { code: 'stock/duplicate-barcode', field: 'barcode' },
      inwards_bill_per_vendor: { code: 'stock/duplicate-bill', field: 'billNumber' },
      inwards_challan_per_vendor: { code: 'stock/duplicate-bill', field: 'challanNumber' },
      inwards_number_per_workshop: { code: 'resource/conflict', field: 'inwardNumber' },
      debit_notes_one_per_inward: { code: 'stock/note-exists' },
      debit_notes_number_per_workshop: { code: 'resource/conflict', field: 'prefix' },
      purchase_orders_number_per_workshop: { code: 'resource/conflict' },
      stock_transfers_number: { code: 'resource/conflict' },
      job_line_issues_pkey: { code: 'resource/conflict' },
    },
  };
  return { listeners: { jobLineChanging: issues.jobLineChanging, invoiceIssuing: issues.invoiceIssuing }, module };
}
