import { billingLimits } from '@memorial-care/contracts/domain';
import { statementImportInputSchema } from '@memorial-care/contracts/http';

/** What POST /api/payments/import takes of a file's text (its schema's bound). */
export const statementMaxChars = 900_000;

export type StatementFileProblem = 'wrongType' | 'tooLarge' | 'empty' | 'unreadable';

export type StatementFileCheck =
  | { readonly ok: true; readonly fileName: string; readonly content: string }
  | { readonly ok: false; readonly problem: StatementFileProblem };

const statementExtension = /\.(xml|csv|txt)$/i;

/**
 * A chosen file as the import sends it (its name and text), or why it cannot be: not a camt.053
 * XML or CSV export, beyond the bound, or not readable as text. Checked here so that a wrong
 * file is refused at once, without sending up to a megabyte.
 */
export async function readStatementFile(file: {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}): Promise<StatementFileCheck> {
  if (!statementExtension.test(file.name)) return { ok: false, problem: 'wrongType' };
  // UTF-8 takes at least one byte per character: a larger file may still fit, so its text decides.
  if (file.size > statementMaxChars * 4) return { ok: false, problem: 'tooLarge' };
  let content: string;
  try {
    content = await file.text();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (content.length > statementMaxChars) return { ok: false, problem: 'tooLarge' };
  if (content.trim() === '') return { ok: false, problem: 'empty' };
  // The name as the API bounds it (its end kept: the extension tells the format).
  const fileName = file.name.slice(-billingLimits.statementFileName);
  const input = statementImportInputSchema.safeParse({ fileName, content });
  if (!input.success) return { ok: false, problem: 'unreadable' };
  return { ok: true, fileName: input.data.fileName, content };
}
