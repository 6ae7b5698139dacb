import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

// Reads the QR codes of a PDF the way a test can trust: every image XObject on its pages is
// taken out of the file (pdf-lib), its pixels inflated (and PNG row filters undone when the
// image carries them), and the picture decoded with jsQR, as a banking app's camera would.

const numberOf = (dict: PDFDict, key: string) =>
  dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();

const paeth = (left: number, up: number, upLeft: number) => {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
};

/** PNG predictors (DecodeParms /Predictor ≥ 10): each row starts with its filter type. */
const unfilterRows = (data: Uint8Array, rowBytes: number, bytesPerPixel: number) => {
  const rows = data.length / (rowBytes + 1);
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const filter = data[row * (rowBytes + 1)]!;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[row * (rowBytes + 1) + 1 + i]!;
      const left = i >= bytesPerPixel ? out[row * rowBytes + i - bytesPerPixel]! : 0;
      const up = row > 0 ? out[(row - 1) * rowBytes + i]! : 0;
      const upLeft =
        row > 0 && i >= bytesPerPixel ? out[(row - 1) * rowBytes + i - bytesPerPixel]! : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0;
      out[row * rowBytes + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
};

/** One image XObject as RGBA pixels (8-bit gray or RGB, Flate-encoded: what pdfkit writes). */
const rgbaOf = (stream: PDFRawStream) => {
  const { dict } = stream;
  const width = numberOf(dict, 'Width')!;
  const height = numberOf(dict, 'Height')!;
  const colorSpace = dict.get(PDFName.of('ColorSpace'))?.toString();
  const colors = colorSpace === '/DeviceGray' ? 1 : 3;
  let pixels: Uint8Array = inflateSync(stream.contents);
  const parms = dict.lookupMaybe(PDFName.of('DecodeParms'), PDFDict);
  if (parms && (numberOf(parms, 'Predictor') ?? 1) >= 10)
    pixels = unfilterRows(pixels, width * colors, colors);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * colors + (colors === 1 ? 0 : c)]!;
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
};

/** The text of every QR code drawn on the PDF's pages, page by page, in drawing order. */
export const qrCodesOfPdf = async (bytes: Uint8Array): Promise<string[]> => {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      if (stream.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
      const { width, height, rgba } = rgbaOf(stream);
      const code = jsQR(rgba, width, height);
      if (code) texts.push(code.data);
    }
  }
  return texts;
};
