/** English texts of the service menu, one service and its add-ons, workshop quality and the workshops. */
export const servicesEn = {};
