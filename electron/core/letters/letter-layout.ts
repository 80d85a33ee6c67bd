/**
 * One credential letter on one A4 page: the school's name as the heading (the class beside
 * it), the greeting, a table of the sign-in details with the password large in a monospace
 * face on a shaded band, and the first steps as a numbered list.
 */
import type { LetterPage } from '../../../shared/letters/letter-page';
import type { LetterFonts } from './letter-fonts';

const MARGIN = 64;
const LABEL_WIDTH = 150;
const GREY = '#555555';
const BAND = '#eeeeee';

export function layOutLetter(doc: PDFKit.PDFDocument, page: LetterPage, fonts: LetterFonts): void {
  doc.addPage({ size: 'A4', margin: MARGIN });
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  doc.font(fonts.bold).fontSize(20).fillColor('black');
  doc.text(page.schoolName, left, MARGIN, { width: page.group === '' ? width : width - 140 });
  const headingBottom = doc.y;
  if (page.group !== '')
    doc
      .font(fonts.regular)
      .fontSize(12)
      .fillColor(GREY)
      .text(page.group, left + width - 130, MARGIN + 4, {
        width: 130,
        align: 'right',
      });
  const ruleY = Math.max(headingBottom, MARGIN + 28) + 8;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(0.75)
    .strokeColor('#999999')
    .stroke();

  doc
    .font(fonts.bold)
    .fontSize(16)
    .fillColor('black')
    .text(page.title, left, ruleY + 28, { width });
  doc.moveDown(0.8);
  doc.font(fonts.regular).fontSize(11).text(page.greeting, { width });
  doc.moveDown(0.4);
  doc.text(page.intro, { width });
  doc.moveDown(1.2);

  for (const field of page.fields) layOutField(doc, field, fonts, left, width);
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(GREY)
    .text(page.passwordHint, left + LABEL_WIDTH, doc.y, {
      width: width - LABEL_WIDTH,
    });
  doc.moveDown(2);

  doc.fillColor('black').font(fonts.regular).fontSize(11);
  page.steps.forEach((step, index) => {
    const y = doc.y;
    doc.text(`${index + 1}.`, left, y, { width: 20 });
    doc.text(step, left + 20, y, { width: width - 20 });
    doc.moveDown(0.5);
  });
}

function layOutField(
  doc: PDFKit.PDFDocument,
  field: LetterPage['fields'][number],
  fonts: LetterFonts,
  left: number,
  width: number,
): void {
  const y = doc.y;
  const valueWidth = width - LABEL_WIDTH;
  if (field.secret) {
    doc.font(fonts.mono).fontSize(18);
    const height = doc.heightOfString(field.value, { width: valueWidth - 16 }) + 12;
    doc.rect(left + LABEL_WIDTH - 8, y - 4, valueWidth + 8, height).fill(BAND);
    doc
      .font(fonts.regular)
      .fontSize(11)
      .fillColor(GREY)
      .text(field.label, left, y + 4, { width: LABEL_WIDTH - 16 });
    doc
      .font(fonts.mono)
      .fontSize(18)
      .fillColor('black')
      .text(field.value, left + LABEL_WIDTH, y + 2, {
        width: valueWidth - 16,
        characterSpacing: 1,
      });
    doc.y = y + height + 4;
    return;
  }
  doc
    .font(fonts.regular)
    .fontSize(11)
    .fillColor(GREY)
    .text(field.label, left, y, { width: LABEL_WIDTH - 16 });
  const labelBottom = doc.y;
  doc.fillColor('black').text(field.value, left + LABEL_WIDTH, y, { width: valueWidth });
  doc.y = Math.max(doc.y, labelBottom) + 8;
}
