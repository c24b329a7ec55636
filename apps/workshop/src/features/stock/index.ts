export { CardPartsPanel } from './components/card-parts-panel';
export { PartScreen } from './components/part-screen';
export { PartsScreen } from './components/parts-screen';
export { VendorScreen } from './components/vendor-screen';
export { VendorsScreen } from './components/vendors-screen';
export { OrdersScreen } from './components/orders-screen';
export { StockScreen } from './components/stock-screen';
export { TransfersScreen } from './components/transfers-screen';
