import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { PHONE, transitionsDone, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { dialog, field, myVehicles, PATIENTLY, pickFrom, seen, pickerOption } from '../support/garage';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });

describe('a Saudi customer’s garage in Arabic', () => {
  it('finds Toyota by typing تويوتا, and adds it with a plate written in Arabic letters and digits', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar' });
    const number = `5${String(Date.now()).slice(-8)}`;
    // A browser in Arabic: Sahara opens in Arabic (its sign-in screens in Arabic: sign-in.e2e.ts).
    await signInByApi(page, 'sahara', { countryCode: '+966', mobileNumber: number, landOn: '/portal/add-vehicles' });

    await field(page, 'العلامة التجارية').click();
    await dialog(page).getByRole('searchbox', { name: 'ابحث في العلامات التجارية' }).fill('تويوتا');
    const toyota = pickerOption(page, 'تويوتا');
    await toyota.waitFor();
    // Only Toyota: the Arabic name is searched, not matched loosely.
    await expect.poll(() => dialog(page).getByRole('listitem').count()).toBe(1);
    await transitionsDone(page);
    await page.screenshot(shot('make-search-arabic-sahara-phone'));
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await toyota.click();
    await expect.poll(() => field(page, 'العلامة التجارية').textContent()).toContain('تويوتا');

    await pickFrom(page, 'الطراز', 'Camry', { box: 'ابحث في الطرازات', text: 'camry' });
    await pickFrom(page, 'السنة', '2022');
    await page.getByText('بنزين', { exact: true }).click();
    await field(page, 'الفئة').click();
    await dialog(page).getByRole('listitem').first().getByRole('button').click();
    await expect.poll(() => dialog(page).count(), PATIENTLY).toBe(0);

    // An Indian plate is refused with the Saudi format shown.
    const plate = page.getByRole('textbox', { name: 'الرقم المؤقت / رقم التسجيل' });
    await plate.fill('KA01AB1234');
    await page.getByRole('button', { name: 'حفظ المركبة' }).click();
    await seen(page, /أدخل رقم لوحة صالحًا، مثال: .1234 BUA./);
    await page.screenshot(shot('plate-error-arabic-sahara-phone'));

    // The plate as its Arabic line reads: digits, then ب و ا, which is BUA on the Latin line.
    await plate.fill('١٢٣٤ ا و ب');
    await page.getByRole('button', { name: 'حفظ المركبة' }).click();
    await seen(page, 'تمت إضافة المركبة بنجاح');
    await page.waitForURL((url) => url.pathname === '/portal/my-vehicles');
    await expect.poll(async () => (await myVehicles(page))[0], PATIENTLY).toMatchObject({ registrationNumber: '1234BUA' });
    await page.screenshot(shot('my-vehicles-arabic-plate-sahara-phone'));
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
  });
});
