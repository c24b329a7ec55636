import type { Catalogue } from '../../en';

/** A job card's bill and payments in Arabic (see en/workshop/payments.ts). */
export const workshopPaymentsAr: Catalogue['workshop']['payments'] = {
  heading: 'المدفوعات',
  noInvoice: 'تُستلم المدفوعات بعد إصدار الفاتورة الضريبية.',
  total: 'الفاتورة {{number}}',
  paid: 'المدفوع',
  balance: 'الرصيد المستحق',
  settled: 'مدفوع بالكامل',
  take: 'استلام دفعة',
  modes: { cash: 'نقدًا', card: 'بطاقة', bankTransfer: 'تحويل بنكي', cheque: 'شيك', online: 'عبر الإنترنت', advance: 'دفعة مقدمة (عبر الإنترنت)' },
  dialogTitle: 'استلام دفعة',
  mode: 'طريقة الدفع',
  amount: 'المبلغ',
  amountTendered: 'النقد المستلم',
  change: 'الباقي للعميل: {{amount}}',
  chequeNo: 'رقم الشيك',
  bankName: 'البنك',
  reference: 'المرجع (رقم التحويل أو الإيصال)',
  save: 'حفظ الدفعة',
  cancel: 'إلغاء',
  taken: 'استُلمت دفعة بمبلغ {{amount}}: الإيصال {{receipt}}',
  receipt: 'الإيصال {{receipt}}',
  printReceipt: 'الإيصال',
};
