/** An IBAN or RF reference as people read it: groups of four ("RS35 2600 0560 1001 6113 79"). */
export const groupInFours = (text: string): string =>
  text
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .toUpperCase();

/** The same without spaces: what a banking app's field takes when pasted. */
export const compact = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * The QR code's SVG markup as an image address. Shown as an `<img>`, the markup can run no
 * script and touch nothing of the page, whatever it holds.
 */
export const svgImageSource = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
