// The top-up invoice as a PDF (pdfkit). Cyrillic needs an embedded TTF: DejaVu Sans comes from the
// `dejavu-fonts-ttf` npm package, because a fresh machine has no system fonts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Decimal } from 'decimal.js';
import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words.ts';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
export const FONT_REGULAR = path.join(fontDir, 'DejaVuSans.ttf');
export const FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

export type Requisites = {
  name: string;
  inn?: string | null;
  kpp?: string | null;
  address?: string | null;
  bank?: string | null;
  bik?: string | null;
  account?: string | null;
  correspondent_account?: string | null;
};

/** What was issued, stored with the invoice (invoices.details). */
export type InvoiceDetails = {
  number: string;
  /** YYYY-MM-DD, the Moscow day it was issued */
  date: string;
  amount: string;
  supplier: Requisites;
  payer: Requisites;
};

export const ITEM_NAME = 'Пополнение баланса лидогенерации';

/** "1 500,00": the Russian way of writing money. */
export const formatRub = (amount: Decimal.Value): string => {
  const [whole, fraction] = new Decimal(amount).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction}`;
};

const ruDate = (ymd: string): string => ymd.split('-').reverse().join('.');

const orDash = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : '—');

export const renderInvoicePdf = (
  details: InvoiceDetails,
  options: { compress?: boolean } = {},
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      compress: options.compress ?? true,
      info: {
        Title: `Счёт на оплату № ${details.number}`,
        Subject: details.number,
        Author: details.supplier.name,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.registerFont('regular', FONT_REGULAR);
    doc.registerFont('bold', FONT_BOLD);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const { supplier, payer } = details;

    // Bank block: what the payer's accountant types into the payment order.
    doc.font('bold').fontSize(10).text('Банковские реквизиты получателя', left);
    doc.font('regular').fontSize(9);
    doc.text(`Банк получателя: ${orDash(supplier.bank)}`);
    doc.text(`БИК: ${orDash(supplier.bik)}    Корр. счёт: ${orDash(supplier.correspondent_account)}`);
    doc.text(`Расчётный счёт: ${orDash(supplier.account)}`);
    doc.text(`ИНН: ${orDash(supplier.inn)}    КПП: ${orDash(supplier.kpp)}    Получатель: ${supplier.name}`);
    doc.moveDown(1.5);

    doc
      .font('bold')
      .fontSize(15)
      .text(`Счёт на оплату № ${details.number} от ${ruDate(details.date)}`, left, undefined, { width });
    doc
      .moveTo(left, doc.y + 4)
      .lineTo(left + width, doc.y + 4)
      .lineWidth(1.5)
      .stroke();
    doc.moveDown(1);

    const party = (label: string, who: Requisites): void => {
      doc.font('bold').fontSize(10).text(`${label}: `, left, undefined, { continued: true });
      const ids = [who.inn ? `ИНН ${who.inn}` : null, who.kpp ? `КПП ${who.kpp}` : null]
        .filter(Boolean)
        .join(', ');
      doc.font('regular').text([who.name, ids, who.address].filter(Boolean).join(', '), { width });
      doc.moveDown(0.5);
    };
    party('Поставщик', supplier);
    party('Покупатель', payer);
    doc.moveDown(0.5);

    // The one-line items table.
    const columns = [
      { title: '№', width: 30, align: 'center' as const },
      { title: 'Наименование', width: width - 30 - 50 - 50 - 90 - 90, align: 'left' as const },
      { title: 'Кол-во', width: 50, align: 'center' as const },
      { title: 'Ед.', width: 50, align: 'center' as const },
      { title: 'Цена, ₽', width: 90, align: 'right' as const },
      { title: 'Сумма, ₽', width: 90, align: 'right' as const },
    ];
    const drawRow = (cells: string[], font: 'regular' | 'bold', top: number): number => {
      doc.font(font).fontSize(9);
      const height =
        Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width - 8 }))) + 8;
      let x = left;
      cells.forEach((cell, i) => {
        doc.rect(x, top, columns[i].width, height).lineWidth(0.5).stroke();
        doc.text(cell, x + 4, top + 4, { width: columns[i].width - 8, align: columns[i].align });
        x += columns[i].width;
      });
      return top + height;
    };
    let y = drawRow(
      columns.map((column) => column.title),
      'bold',
      doc.y,
    );
    const price = formatRub(details.amount);
    y = drawRow(['1', ITEM_NAME, '1', 'усл.', price, price], 'regular', y);

    doc.font('bold').fontSize(10);
    doc.text(`Итого: ${price} ₽`, left, y + 10, { width, align: 'right' });
    doc.text('Без налога (НДС)', left, undefined, { width, align: 'right' });
    doc.text(`Всего к оплате: ${price} ₽`, left, undefined, { width, align: 'right' });
    doc.moveDown(1);

    doc
      .font('regular')
      .fontSize(10)
      .text(`Всего наименований 1, на сумму ${price} руб.`, left, undefined, { width });
    doc.font('bold').text(amountInWords(details.amount), { width });
    doc.moveDown(1);
    doc
      .font('regular')
      .fontSize(9)
      .text(
        `Назначение платежа: оплата по счёту № ${details.number} от ${ruDate(details.date)}, пополнение баланса. ` +
          'Счёт действителен в течение 5 банковских дней. Баланс пополняется после поступления оплаты.',
        { width },
      );
    doc.moveDown(2);
    doc.font('regular').fontSize(10).text(`Поставщик ______________________ ${supplier.name}`, { width });
    doc.end();
  });
