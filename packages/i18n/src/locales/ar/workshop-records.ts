import type { Catalogue } from '../en';

// Examples and codes are Latin and digits: isolated left to right (\u2066...\u2069) so they read whole inside the Arabic sentence.
export const workshopRecordsAr: Catalogue['workshopRecords'] = {
  field: {
    required: 'هذا الحقل مطلوب',
    dateInvalid: 'تاريخ غير صالح',
    tooLong: 'الحد الأقصى {{max}} حرفًا',
    tooShort: 'الحد الأدنى {{min}} أحرف',
    emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
    mobileInvalid: 'أدخل رقم جوال صحيحًا',
  },
  taxRegistration: {
    gstinInvalid: 'أدخل رقم ضريبة سلع وخدمات (GST) صالحًا من 15 خانة، مثال: \u2066{{example}}\u2069',
    gstinStateInvalid: 'يبدأ رقم GST برمز ولاية (من 01 إلى 38، أو 97، أو 99)، مثال: \u2066{{example}}\u2069',
    gstinCheckCharacter: 'الخانة الأخيرة من رقم GST هذا لا تطابق باقي الرقم؛ تحقق من وجود خطأ في الكتابة',
    gstinStateMismatch: 'يجب أن يطابق رقم GST رمز الولاية: يجب أن يبدأ هذا الرقم بـ \u2066{{stateCode}}\u2069',
    gstStateCodeInvalid: 'أدخل رمز ولاية GST صالحًا: من 01 إلى 38، أو 97، أو 99',
    saudiVatInvalid: 'أدخل رقم ضريبة قيمة مضافة صالحًا: 15 رقمًا يبدأ بـ 3 وينتهي بـ 3، مثال: \u2066{{example}}\u2069',
    uaeTrnInvalid: 'أدخل رقم تسجيل ضريبي صالحًا: 15 رقمًا يبدأ بـ 100، مثال: \u2066{{example}}\u2069',
    bahrainVatInvalid: 'أدخل رقم حساب ضريبة القيمة المضافة صالحًا من 15 رقمًا، مثال: \u2066{{example}}\u2069',
    tanzaniaTaxInvalid: 'أدخل رقم تعريف ضريبي (TIN) أو رقم تسجيل ضريبة القيمة المضافة (VRN) صالحًا، مثال: \u2066{{example}}\u2069',
  },
  bankDetails: {
    ifscInvalid: 'أدخل رمز IFSC صالحًا: 4 أحرف ثم 0 ثم 6 أحرف أو أرقام، مثال: \u2066{{example}}\u2069',
    accountNumberInvalid: 'يجب أن يتكون رقم الحساب من 9 إلى 18 رقمًا',
    ibanInvalid: 'أدخل رقم آيبان (IBAN) صالحًا، مثال: \u2066{{example}}\u2069',
    ibanCheckDigits: 'رقما التحقق في رقم الآيبان هذا لا يطابقان باقي الرقم؛ تحقق من وجود خطأ في الكتابة',
    branchCodeInvalid: 'يجب أن يتكون رمز الفرع من 11 حرفًا أو رقمًا على الأكثر',
  },
  customer: {
    customerTypeInvalid: 'اختر فرد أو شركة/أسطول',
    anniversaryBeforeBirth: 'يجب أن يكون تاريخ الذكرى السنوية بعد تاريخ الميلاد',
    futureDate: 'لا يمكن أن يكون هذا التاريخ في المستقبل',
    creditAmountInvalid: 'أدخل مبلغًا يساوي 0 أو أكثر، بما لا يزيد عن {{decimals}} خانات عشرية',
    creditDaysInvalid: 'يجب أن تكون أيام الائتمان عددًا صحيحًا من 0 إلى 365',
    mobileInvalid: 'أدخل رقم جوال صحيحًا',
    alternativeMobileSame: 'يجب أن يختلف رقم الجوال البديل عن رقم الجوال',
  },
  jobCardReadings: {
    odometerInvalid: 'يجب أن تكون قراءة العداد عددًا صحيحًا من الكيلومترات، حتى 9,999,999',
    odometerOutNotAbove: 'يجب أن تكون قراءة العداد عند الخروج أعلى من قراءته عند الدخول',
    fuelLevelInvalid: 'يجب أن يكون مستوى الوقود نسبة مئوية صحيحة من 0 إلى 100',
    tyrePressureInvalid: 'يجب أن يكون ضغط الإطار من 10 إلى 150 رطلًا لكل بوصة مربعة (psi)',
  },
  staffCredentials: {
    passwordTooShort: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
    passwordTooLong: 'يجب ألا تزيد كلمة المرور عن 128 حرفًا',
    passwordNeedsUppercase: 'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل',
    passwordNeedsNumber: 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
    passwordNeedsSpecial: 'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل',
    passwordMismatch: 'يجب أن تتطابق كلمة المرور وتأكيد كلمة المرور',
    passwordUnchanged: 'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية',
    usernameInvalid: 'يجب أن يتكون اسم المستخدم من 3 إلى 32 حرفًا لاتينيًا أو رقمًا أو نقطة أو شرطة سفلية أو شرطة',
  },
};
