/**
 * The roles of workshop spec section 6, the kinds of technician, and the areas of the permission
 * matrix (packages/domain staff/permissions.ts), by their keys there.
 */
export const workshopRolesEn = {
  roles: {
    owner: { name: 'Workshop Owner', summary: 'Everything, including the workshop’s own settings and everyone’s role.' },
    manager: { name: 'Manager', summary: 'Runs the workshop day to day: everything but its own settings; adds staff below manager.' },
    serviceAdvisor: { name: 'Service Advisor', summary: 'Customers, vehicles, bookings, job cards, estimates and insurance claims.' },
    technician: { name: 'Technician', summary: 'Sees the vehicles, job cards, parts and labour rates of the work they do.' },
    accounts: { name: 'Accounts', summary: 'Invoices, payments and stock; sees job cards, estimates and reports.' },
    cashier: { name: 'Cashier', summary: 'Takes payments; sees customers, job cards and invoices.' },
    security: { name: 'Security', summary: 'Sees vehicles, job cards and bookings at the gate.' },
    surveyor: { name: 'Surveyor', summary: 'Handles insurance claims; sees vehicles, job cards and estimates.' },
    insuranceCompany: { name: 'Insurance company', summary: 'Sees estimates and insurance claims.' },
  },
  technicianKinds: {
    upperTech: 'Upper tech',
    lowerTech: 'Lower tech',
    operator: 'Operator',
    courtesy: 'Courtesy',
  },
  areas: {
    workshop: { name: 'Workshop settings', summary: 'Branches, tax registration, invoice series and bank details.' },
    staff: { name: 'People', summary: 'Staff accounts, their roles and who can sign in.' },
    customers: { name: 'Customers', summary: 'Workshop customers, fleets and their credit.' },
    vehicles: { name: 'Vehicles', summary: 'Customers’ vehicles and their history.' },
    jobCards: { name: 'Job cards', summary: 'Job cards, checklists, concerns and gate passes.' },
    bookings: { name: 'Bookings', summary: 'Bookings from the customer app, taken into job cards.' },
    estimates: { name: 'Estimates', summary: 'Estimates and the customer’s approval.' },
    invoices: { name: 'Invoices', summary: 'Proforma and tax invoices, credit and debit notes.' },
    payments: { name: 'Payments', summary: 'Receipts by cash, bank, cheque and card.' },
    insurance: { name: 'Insurance', summary: 'Insurance claims, billing and policies.' },
    inventory: { name: 'Stock', summary: 'Parts, vendors, orders, inward, issue and transfers.' },
    people: { name: 'Employees', summary: 'Employees, technicians and the time tracker.' },
    labour: { name: 'Labour catalogue', summary: 'Labour prices and the online labour catalogue.' },
    marketing: { name: 'Offers and reminders', summary: 'Offers, packages, reminders and messages.' },
    reports: { name: 'Reports', summary: 'The daily report and the workshop’s figures.' },
    imports: { name: 'Excel upload', summary: 'Bulk data from a spreadsheet.' },
  },
};
