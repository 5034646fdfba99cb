/**
 * Bulk import of users from a CSV file (issue 11: "e-mail, name, roles"): the file's rows as
 * POST /importUsers takes them, sent in batches. The first line names the columns: an e-mail column
 * (email / e-mail), a name column (name, or first name and last name) and an optional roles column
 * (roles / role: member, admin, master admin, several separated by ; or |). Commas or semicolons
 * separate the fields; quoted fields may hold either, and "" is a quote.
 */
import { USER_IMPORT_BATCH, USER_IMPORT_MAX_ROWS } from '#shared/domain/users-admin';

export interface ImportRowInput {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
}

export type CsvProblem = 'users-import-empty' | 'users-import-no-email-column' | 'users-import-too-many';

/** Splits CSV text into lines of fields (quotes may span separators and line breaks). */
export function parseCsv(text: string, separator: ',' | ';'): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
  }
  endRow();
  return rows;
}

const header = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/** A roles cell's roles: member, admin, masterAdmin; anything else as written (the server says it is unknown). */
export function rolesOf(cell: string): string[] {
  return cell
    .split(/[;|]/)
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => {
      const name = header(r);
      if (name === 'masteradmin') return 'masterAdmin';
      if (name === 'admin' || name === 'member') return name;
      return r;
    });
}

/** The rows of a CSV file, or why it cannot be imported. */
export function importRowsFromCsv(text: string): { rows: ImportRowInput[] } | { problem: CsvProblem } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [head, ...body] = parseCsv(text, separator);
  if (!head || body.length === 0) return { problem: 'users-import-empty' };
  const columns = head.fields.map(header);
  const at = (...names: string[]) => columns.findIndex((c) => names.includes(c));
  const email = at('email', 'emailaddress');
  if (email < 0) return { problem: 'users-import-no-email-column' };
  if (body.length > USER_IMPORT_MAX_ROWS) return { problem: 'users-import-too-many' };
  const name = at('name', 'fullname');
  const first = at('firstname', 'givenname');
  const last = at('lastname', 'familyname', 'surname');
  const roles = at('roles', 'role');
  const cell = (fields: string[], index: number) => (index < 0 ? '' : (fields[index] ?? '').trim());
  return {
    rows: body.map(({ line, fields }) => {
      // A single name column: the first word is the first name, the rest the last name.
      const [given = '', ...family] = cell(fields, name).split(/\s+/);
      return {
        line,
        email: cell(fields, email),
        firstName: first >= 0 ? cell(fields, first) : given,
        lastName: last >= 0 ? cell(fields, last) : family.join(' '),
        roles: rolesOf(cell(fields, roles)),
      };
    }),
  };
}

/** The batches POST /importUsers takes, in file order. */
export function importBatches<T>(rows: readonly T[], size = USER_IMPORT_BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}
