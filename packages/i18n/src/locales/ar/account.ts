import type { Catalogue } from '../en';

export const accountAr: Catalogue['account'] = {
  deletion: {
    title: 'حذف الحساب',
    intro: 'سنمحو بياناتك الشخصية ومركباتك وعناوينك ووثائقك بعد 30 يومًا من طلبك.',
    open: 'إظهار نموذج حذف الحساب',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الجوال',
    country: 'الدولة',
    submit: 'طلب حذف الحساب',
    confirmTitle: 'حذف حسابك؟',
    confirmBody: 'سيُمحى حسابك وبياناته بعد 30 يومًا. لا يمكن التراجع عن ذلك.',
    confirm: 'نعم، احذف',
    requested: 'تم استلام طلب حذف حسابك. ستُمحى بياناتك خلال 30 يومًا.',
    erasesOn: 'تاريخ المحو: {{date}}',
  },
};
