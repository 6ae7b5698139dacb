import { simpleParser } from 'mailparser';
import { communicationLimits } from '@memorial-care/contracts/events';

// The event carries plain text only: a message's text part, or its HTML converted to text. No
// HTML reaches the event (the screens show the text as text; an HTML mail is a script vector).

/**
 * HTML as plain text, by mailparser's own conversion: it converts the HTML of a message whose
 * root part is HTML, so the HTML goes in as one. (mailparser converts nothing when the HTML sits
 * in a multipart/mixed beside attachments, the usual form of an HTML-only mail with files.)
 */
export const htmlAsText = async (html: string): Promise<string> => {
  const single = [
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(html, 'utf8').toString('base64'),
  ].join('\r\n');
  const parsed = await simpleParser(single, { skipImageLinks: true });
  // Too long or too deeply nested to convert: the tags are dropped, whatever the layout.
  return parsed.text ?? withoutTags(html);
};

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The last resort: every tag out, the commonest entities decoded, `<` left as text only. */
export const withoutTags = (html: string) =>
  html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim();

/**
 * The start of a text within `limit` UTF-16 units (what the contracts' bounds count), cut
 * between characters: never between the two halves of a surrogate pair (half an emoji).
 */
export const cutAt = (text: string, limit: number) => {
  if (text.length <= limit) return text;
  const code = text.charCodeAt(limit - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit);
};

/** A text within `limit` characters; a longer one is cut, with a note. */
export const boundedText = (text: string, limit: number, note: string) =>
  text.length <= limit ? text : cutAt(text, limit - note.length) + note;

export const textCutNote = `\n\n[The message was cut here: it is longer than ${communicationLimits.text.toLocaleString('en')} characters.]`;
