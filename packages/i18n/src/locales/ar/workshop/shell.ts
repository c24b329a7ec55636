import type { Catalogue } from '../../en';

type Workshop = Catalogue['workshop'];

export const workshopShellAr: Pick<Workshop, 'header' | 'nav' | 'notFound' | 'failed' | 'dashboard' | 'help' | 'changePassword'> = {
  header: {
    workshop: 'الورشة',
    switchWorkshop: 'تبديل الورشة',
    accountMenu: 'قائمة حساب {{name}}',
    changePassword: 'تغيير كلمة المرور',
    help: 'المساعدة',
    signOut: 'تسجيل الخروج',
  },
  nav: {
    label: 'القائمة الرئيسية',
    openMenu: 'فتح القائمة',
    dashboard: 'لوحة التحكم',
    help: 'المساعدة',
  },
  notFound: {
    heading: 'الصفحة غير موجودة',
    body: 'الصفحة التي فتحتها غير موجودة، أو غير متاحة لدورك.',
    home: 'الذهاب إلى لوحة التحكم',
    signIn: 'الذهاب إلى تسجيل الدخول',
  },
  failed: {
    heading: 'حدث خطأ ما',
    body: 'تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
  },
  dashboard: {
    greeting: 'مرحبًا، {{name}}',
    intro: 'أنت مسجّل الدخول إلى {{workshop}} بدور {{role}}.',
    areasHeading: 'أقسامك',
    areasIntro: 'ما يتيحه دورك في تطبيق الورشة.',
    ready: 'جاهزة للاستخدام',
    openArea: 'فتح {{area}}',
    comingSoon: 'قريبًا',
  },
  help: {
    heading: 'المساعدة',
    intro: 'ما يمكن لكل دور فعله في ServiceBay للورش، وكيف تتواصل معنا.',
    rolesHeading: 'الأدوار وصلاحياتها',
    yourRole: 'دورك',
    change: 'عرض وتعديل',
    read: 'عرض',
    closed: 'لا يمكنه فتح: {{areas}}',
    rulesHeading: 'معلومات مفيدة',
    whoGivesRoles: 'يمنح المالك أي دور، ويمنح المدير أي دور عدا المالك والمدير.',
    notYourself: 'لا يمكن لأحد تغيير دوره أو إيقاف حسابه بنفسه.',
    lockOut: '{{count}} كلمات مرور خاطئة متتالية تقفل الحساب مدة {{minutes}} دقيقة.',
    comingHeading: 'قادم إلى التطبيق',
    comingIntro: 'هذه الأقسام قيد الإنشاء، وصلاحيات كل دور فيها محددة مسبقًا.',
    supportHeading: 'التواصل مع الدعم',
    supportIntro: 'نساعدك في تسجيل الدخول والأدوار وكل ما يخص التطبيق.',
    call: 'اتصل على {{phone}}',
    mail: 'راسلنا على {{email}}',
  },
  changePassword: {
    heading: 'تغيير كلمة المرور',
    intro: 'يُسجَّل خروج أجهزتك الأخرى بعد تغييرها.',
    current: 'كلمة المرور الحالية',
    new: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    submit: 'تغيير كلمة المرور',
    done: 'تم تغيير كلمة المرور',
  },
};
