import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readZatcaQr, type TCardBill } from '@servicebay/domain';
import { readyToLeave, type DeskCall } from '../../apps/api/test/desk-handover';
import { pdfQr, pdfText } from '../../apps/api/test/pdf-reading';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { choose } from '../support/estimate-answer';
import { openedInvoice } from '../support/invoice-pdf';
import { bookingAt, cardByApi, INDIAN_CUSTOMER, openJobCard, SAUDI_CUSTOMER, staffSignIn, workshopOf, type CustomerMarket } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { callApi, catalogues, checkScreen, SHOTS, signInToWorkshopByApi, startInLanguage } from '../support/workshop';

/**
 * Issue 27's loop across both apps, as its 'Done when' asks: the advisor builds an estimate of three
 * lines on the job card (the booked service and two typed in the editor) and sends it; the customer,
 * on a phone, approves two and declines one; the desk starts the work, marks it ready, the accounts
 * desk issues the tax invoice and takes a cash part-payment; the customer pays the rest online; the
 * vehicle leaves once 'Before the vehicle leaves' is all done; the customer opens the invoice's PDF
 * and sees the timeline reach Delivered. In English at an Indian workshop, and in Arabic at a Saudi
 * one, whose invoice carries ZATCA's QR (read back from the rendered page). Each person reads the
 * apps in the case's language; the texts are the catalogues' own.
 */
const PATIENTLY = { timeout: 15_000 };
const browser = useBrowser();

/** A Saudi VAT number (15 digits, 3 first and last) for the Saudi workshop's invoices. */
const SAUDI_VAT = '300012345600003';

type Case = {
  title: string;
  language: 'en' | 'ar';
  market: CustomerMarket;
  /** The two lines the advisor types; the first is approved, the second declined. */
  pads: { name: string; partNo: string; quantity: string; unitPrice: string };
  labour: { name: string; unitPrice: string };
  /** The cash the customer hands over at the desk, in the workshop's currency. */
  cash: string;
  vatNumber: string | null;
};

const CASES: Case[] = [
  {
    title: 'in English at an Indian workshop',
    language: 'en',
    market: INDIAN_CUSTOMER,
    pads: { name: 'Brake pad set', partNo: 'BP-2291', quantity: '2', unitPrice: '1250' },
    labour: { name: 'Wheel alignment', unitPrice: '800' },
    cash: '1000',
    vatNumber: null,
  },
  {
    title: 'in Arabic at a Saudi workshop, the invoice carrying the QR',
    language: 'ar',
    market: SAUDI_CUSTOMER,
    pads: { name: 'طقم فحمات الفرامل', partNo: 'BP-2291', quantity: '2', unitPrice: '250' },
    labour: { name: 'ضبط زوايا العجلات', unitPrice: '150' },
    cash: '100',
    vatNumber: SAUDI_VAT,
  },
];

/** A catalogue text with its {{values}} put in, as i18next does. */
const say = (text: string, values: Record<string, string | number> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The start of a text that ends in a value (an amount): what a name is matched on. */
const startOf = (text: string) => new RegExp(`^${escaped(text.split('{{')[0]!)}`);
/** A whole catalogue text, its {{values}} standing for the patterns given. */
const matching = (text: string, patterns: Record<string, string> = {}) =>
  new RegExp(`^${escaped(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, key: string) => patterns[key]!)}$`);

/**
 * The buttons of a panel that reach past its padding or cut their own label short (a print button
 * squeezed beside text in the card's narrow side column), by their text.
 */
const spilling = (panel: Locator) =>
  panel.evaluate((box) => {
    const outer = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    const [left, right] = [outer.left + parseFloat(style.paddingLeft), outer.right - parseFloat(style.paddingRight)];
    // A part one pixel wide is a screen reader's text (VisuallyHidden), clipped on purpose.
    const isCut = (element: Element) =>
      [element, ...Array.from(element.querySelectorAll('*'))].some((part) => part.clientWidth > 1 && part.scrollWidth > part.clientWidth + 1);
    return Array.from(box.querySelectorAll('button'))
      .filter((button) => {
        const edges = button.getBoundingClientRect();
        return edges.left < left - 1 || edges.right > right + 1 || isCut(button);
      })
      .map((button) => button.textContent);
  });

const axeClean = (page: Page, screen: string) => expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${screen}` }).toEqual([]);

/** A workshop page of the case's brand, in its language, signed in as one of the demo staff, on the job card. */
async function deskPage(username: string, { language, market }: Case, workshopId: string, card: { jobCardId: string; jobCardNo: string }) {
  const page = await browser.newPage({ viewport: DESKTOP });
  await startInLanguage(page.context(), language, market.brand);
  await signInToWorkshopByApi(page, username, undefined, { landOn: null, brand: market.brand });
  await openJobCard(page, workshopId, card, { brand: market.brand, heading: say(catalogues[language].workshop.jobCard.heading, { number: card.jobCardNo }) });
  return page;
}

/** Presses one of the job card's moves and waits for the card's header to show the status it leads to. */
async function move(page: Page, language: Case['language'], button: string, status: string) {
  const texts = catalogues[language].workshop;
  await page.getByRole('group', { name: texts.jobCard.moves.heading }).getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('main').getByText(status, { exact: true }).first().waitFor(PATIENTLY);
}

/** Types one line into the estimate editor's form and adds it with Enter, as a desk at the keyboard does. */
async function typeLine(page: Page, form: Locator, language: Case['language'], line: { name: string; partNo?: string; quantity?: string; unitPrice: string }) {
  const texts = catalogues[language].workshop.estimate;
  await form.getByText(line.partNo ? texts.kinds.part : texts.kinds.labour, { exact: true }).click();
  await form.getByRole('combobox', { name: texts.form.name }).fill(line.name);
  if (line.partNo) await form.getByRole('textbox', { name: texts.form.partNo }).fill(line.partNo);
  if (line.quantity) await form.getByRole('textbox', { name: texts.form.quantity }).fill(line.quantity);
  await form.getByRole('textbox', { name: texts.form.unitPrice }).fill(line.unitPrice);
  await form.getByRole('textbox', { name: texts.form.unitPrice }).press('Enter');
  await page.getByText(say(texts.form.added, { name: line.name })).waitFor();
}

describe('the billing loop across both apps (issue 27)', () => {
  for (const journey of CASES) {
    it(journey.title, async () => {
      const { language, market } = journey;
      const { brand } = market;
      const shop = catalogues[language].workshop;
      const app = catalogues[language];
      const workshop = await workshopOf('advisor', brand);
      const owner = await staffSignIn('owner', brand);
      if (journey.vatNumber)
        await callApi('PATCH', `/staff/workshops/${workshop.workshopId}/settings`, { taxRegistration: journey.vatNumber }, owner.accessToken, brand);

      // The customer has booked the Basic Service; the advisor accepted it and has the vehicle in.
      const customer = await browser.newPage({ viewport: PHONE, hasTouch: true });
      const booked = await bookingAt(customer, workshop.workshopId, { signIn: 'api', market, language });
      const card = await cardByApi(workshop.workshopId, booked, ['inWorkshop'], brand);
      const cardPath = `/staff/workshops/${workshop.workshopId}/job-cards/${card.jobCardId}`;
      const advisorToken = (await staffSignIn('advisor', brand)).accessToken;
      const asAdvisor: DeskCall = (method, path, body) => callApi(method, path, body, advisorToken, brand);

      // The advisor: the booked service is the first line; two more typed in the editor, then sent.
      const advisor = await deskPage('advisor', journey, workshop.workshopId, card);
      const estimate = advisor.getByRole('region', { name: shop.estimate.heading, exact: true });
      const lines = estimate.getByRole('table', { name: shop.estimate.heading });
      await expect.poll(() => lines.locator('tbody tr').count()).toBe(1);
      const form = estimate.getByRole('form', { name: shop.estimate.form.addHeading });
      await typeLine(advisor, form, language, journey.pads);
      await typeLine(advisor, form, language, journey.labour);
      await expect.poll(() => lines.locator('tbody tr').count()).toBe(3);
      await move(advisor, language, shop.jobCard.moves.to.estimate, shop.jobCardStatuses.estimate);

      // The customer, on a phone: the service and the pads approved, the alignment declined, and the answer sent.
      await customer.goto(brandUrl(brand, `/portal/booking_details/${booked.bookingId}`));
      const answer = customer.getByRole('region', { name: app.estimates.title, exact: true });
      await answer.getByText(app.estimates.status.waiting).waitFor(PATIENTLY);
      await expect.poll(() => answer.getByRole('listitem').count()).toBe(3);
      await choose(answer, journey.pads.name, app.estimates.approve);
      await choose(answer, journey.labour.name, app.estimates.decline);
      await expect.poll(() => answer.getByRole('radio', { name: app.estimates.approve, exact: true, checked: true }).count()).toBe(2);
      await axeClean(customer, `the estimate answered (${language})`);
      await answer.getByRole('button', { name: app.estimates.send }).click();
      await answer.getByText(startOf(app.estimates.answeredOn)).waitFor(PATIENTLY);

      // The desk starts the approved work (the answer arrives live) and marks the vehicle ready.
      await move(advisor, language, shop.jobCard.moves.approvedStartWork, shop.jobCardStatuses.workInProgress);
      await move(advisor, language, shop.jobCard.moves.to.readyForDelivery, shop.jobCardStatuses.readyForDelivery);

      // Accounts issues the tax invoice under Invoices and takes cash towards it.
      const accounts = await deskPage('accounts', journey, workshop.workshopId, card);
      await accounts.getByRole('region', { name: shop.estimate.invoices.heading }).getByRole('button', { name: shop.estimate.invoices.tax }).click();
      const billOfCard = () => asAdvisor('GET', `${cardPath}/bill`) as Promise<TCardBill>;
      await expect.poll(async () => (await billOfCard()).invoiceNumber, PATIENTLY).not.toBeNull();
      const invoiced = await billOfCard();
      const number = invoiced.invoiceNumber!;
      await accounts.getByText(say(shop.estimate.invoices.issued, { kind: shop.estimate.invoices.kinds.tax, number })).waitFor();
      const payments = accounts.getByRole('region', { name: shop.payments.heading });
      await payments.getByRole('button', { name: shop.payments.take }).click();
      const dialog = accounts.getByRole('dialog', { name: shop.payments.dialogTitle });
      await dialog.getByRole('textbox', { name: shop.payments.amount, exact: true }).fill(journey.cash);
      await dialog.getByRole('button', { name: shop.payments.save }).click();
      await accounts.getByText(startOf(shop.payments.taken)).waitFor();
      await payments.getByText(shop.payments.balance, { exact: true }).waitFor();

      // The customer pays the rest online, through the test gateway's checkout.
      await customer.reload();
      const bill = customer.getByRole('region', { name: app.bill.title, exact: true });
      await bill.getByText(number).first().waitFor(PATIENTLY);
      await customer.getByRole('button', { name: startOf(app.payments.payBalance) }).click();
      await customer.waitForURL((url) => url.pathname.startsWith('/api/payments/test-checkout/'), PATIENTLY);
      await customer.getByRole('button', { name: 'Pay successfully', exact: true }).click();
      await customer.waitForURL((url) => url.pathname === `/portal/booking_details/${booked.bookingId}`, PATIENTLY);
      await bill.getByText(app.bill.paidInFull).waitFor(PATIENTLY);
      await expect.poll(billOfCard).toMatchObject({ balance: 0, paid: invoiced.grandTotal });

      // The odometer out and the delivery checklist (not this journey's subject) through the API: the card says all is done, and the vehicle leaves.
      await readyToLeave(asAdvisor, cardPath, { pay: false });
      await advisor.reload();
      const handover = advisor.getByRole('region', { name: shop.jobCard.handover.heading });
      // Each item reads 'Done: …' (the screen reader's word, hidden on screen), in the list's order.
      const done = (text: string, patterns?: Record<string, string>) => expect.stringMatching(matching(shop.jobCard.handover.done + text, patterns));
      await expect
        .poll(() => handover.getByRole('listitem').allTextContents(), PATIENTLY)
        .toEqual([
          done(shop.jobCard.handover.odometerDone, { km: '\\d+' }),
          done(shop.jobCard.handover.checklistDone, { total: '\\d+' }),
          done(shop.jobCard.handover.invoiceDone, { number: escaped(number) }),
          done(shop.jobCard.handover.paidDone),
        ]);
      await expect.poll(() => handover.getByRole('link', { name: shop.jobCard.handover.go }).count()).toBe(0);
      await move(advisor, language, shop.jobCard.moves.to.delivered, shop.jobCardStatuses.delivered);
      // The delivered card at a desktop's width: each tax named in the reader's language, every print button whole and inside its panel.
      const taxName = shop.estimate.totals.taxes[language === 'ar' ? 'VAT' : 'CGST'];
      await estimate.getByRole('region', { name: shop.estimate.totals.heading }).getByText(taxName, { exact: true }).waitFor();
      await expect.poll(() => spilling(advisor.getByRole('region', { name: shop.payments.heading }))).toEqual([]);
      await expect.poll(() => spilling(estimate.getByRole('region', { name: shop.estimate.invoices.heading }))).toEqual([]);
      const overflows = await checkScreen(advisor, `billing-loop-delivered-${brand}`);

      // The customer: the timeline reaches Delivered, and the Invoice opens the tax invoice's PDF.
      await customer.reload();
      const delivered = customer
        .getByRole('region', { name: app.bookings.details.timeline })
        .getByRole('listitem')
        .filter({ has: customer.getByText(app.bookings.timeline.events.Delivered, { exact: true }) });
      await expect.poll(() => delivered.innerText(), PATIENTLY).toMatch(new RegExp(`${app.bookings.details.done}$`));
      const invoiceButton = bill.getByRole('button', { name: say(app.bill.invoiceOf, { number }) });
      await invoiceButton.waitFor(PATIENTLY);
      await axeClean(customer, `the bill delivered (${language})`);
      overflows.push(...(await shootAtWidths(customer, { dir: SHOTS, name: `billing-loop-bill-${language}`, viewport: PHONE })));
      await bill.screenshot({ path: `${SHOTS}/billing-loop-bill-${language}-section-390.png` });
      const { contentType, pdf } = await openedInvoice(invoiceButton);
      expect(contentType).toBe('application/pdf');
      expect(pdfText(pdf)).toContain(number);
      if (journey.vatNumber) expect(readZatcaQr(pdfQr(pdf))).toMatchObject({ vatNumber: journey.vatNumber, totalWithVat: invoiced.grandTotal.toFixed(2) });
      expect(overflows).toEqual([]);
    });
  }
});
