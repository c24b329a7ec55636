import type { Catalogue } from '../en';

/** النصوص العربية لفاتورة الحجز بعد أن تصدرها بطاقة العمل: ما دُفع وما هو مستحق. */
export const billAr: Catalogue['bill'] = {
  title: 'الفاتورة والمدفوعات',
  fromEstimate: 'التقدير المعتمد · {{jobCardNo}}',
  fromInvoice: 'فاتورة ضريبية {{number}}',
  parts: 'القطع',
  labour: 'العمالة',
  discount: 'الخصم',
  tax: 'الضريبة',
  total: 'الإجمالي',
  payments: 'المدفوعات',
  paid: 'المدفوع',
  balance: 'الرصيد المستحق',
  paidInFull: 'مدفوعة بالكامل',
  estimateNote: 'تصدر الورشة الفاتورة عند انتهاء العمل، ويمكنك حينها دفع الرصيد من هنا.',
  receipt: 'إيصال {{number}}',
  modes: {
    advance: 'دفعة مقدمة عبر الإنترنت',
    online: 'مدفوع عبر الإنترنت',
    cash: 'نقدًا',
    card: 'بطاقة',
    bankTransfer: 'تحويل بنكي',
    cheque: 'شيك',
  },
  invoice: 'الفاتورة',
  invoiceOf: 'الفاتورة {{number}} (PDF)',
};
