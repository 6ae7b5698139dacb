// The HTML of the app's mails: one plain, inline-styled layout (mail clients ignore style
// sheets), and escaping for every text put into it.

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A paragraph of text (escaped here). */
export const mailParagraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px${style ? `;${style}` : ''}">${escapeHtml(text)}</p>`;

/** A link drawn as a button, and the address written out below it for clients without HTML. */
export const mailButton = (href: string, label: string) => {
  const link = escapeHtml(href);
  return `<p style="margin:0 0 8px"><a href="${link}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px"><a href="${link}" style="color:#1d4ed8;word-break:break-all">${link}</a></p>`;
};

/** The whole document around blocks of already escaped HTML, closed by the sign-off lines. */
export const mailDocument = (
  locale: string,
  blocks: readonly string[],
  signOff: readonly string[],
) => `<!doctype html>
<html lang="${escapeHtml(locale)}">
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${blocks.join('\n')}
<p style="margin:0">${signOff.map(escapeHtml).join('<br>')}</p>
</div>
</body>
</html>
`;
