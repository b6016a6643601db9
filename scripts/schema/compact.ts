// pg-delta's formatter gives each clause of a trigger, policy, grant or `alter table` its own line and quotes
// every name; such statements read better on one line, with the shop's plain names unquoted, when they fit.
const WIDTH = 160;
const ROLES = /"(anon|authenticated|service_role|postgres)"/g;
const PUBLIC_NAME = /"public"\."([a-z_][a-z0-9_]*)"/g;

/** `( select public.f() as f)` is how Postgres prints `(select public.f())`: the alias says nothing. */
const SUBSELECT_ALIAS = /\( select ((?:public|auth)\.[a-z_]+\(\)) as [a-z_]+\)/gi;

export function compactStatements(sql: string): string {
  return sql.replace(
    /^(?:create trigger|create policy|alter table|grant|revoke)\b[^;]*?;$/gms,
    (statement) => {
      if (statement.includes('$') || statement.includes("'")) return statement;
      const oneLine = statement
        .replace(/\s*\n\s*/g, ' ')
        .replace(PUBLIC_NAME, 'public.$1')
        .replace(ROLES, '$1')
        .replace(SUBSELECT_ALIAS, '(select $1)');
      if (oneLine.length <= WIDTH) return oneLine;
      // A policy too long for one line: who and what on the first, its conditions on the second.
      const policy = /^(create policy .*?) ((?:using|with check) .*)$/.exec(oneLine);
      if (policy?.[1] && policy[2] && Math.max(policy[1].length, policy[2].length + 2) <= WIDTH) {
        return `${policy[1]}\n  ${policy[2]}`;
      }
      return statement;
    },
  );
}

const HEADER = /^create or replace function (\S+?) ?\(([^)]*)\)\n((?: {2}.*\n)*?) {2}AS \$function\$$/gm;
const HEADER_WIDTH = 110;

/** `create or replace function` with its arguments and attributes on as few lines as fit (the body is untouched). */
export function compactFunctionHeaders(sql: string): string {
  return sql.replace(HEADER, (header, name: string, params: string, attributes: string) => {
    const args = params.includes('\n')
      ? params
          .split('\n')
          .map((line) => line.trim().replace(/\s+/g, ' '))
          .filter(Boolean)
          .join(' ')
      : params;
    const first = `create or replace function ${name}(${args})`;
    const lines = attributes.split('\n').filter(Boolean);
    // A multi-line `returns table (...)` keeps its own lines; the attributes after it are joined.
    const tableEnd = lines.findIndex((line) => line === '  )');
    const kept = tableEnd >= 0 ? lines.slice(0, tableEnd + 1) : [];
    const simple = lines.slice(kept.length).map((line) => line.trim());
    const joined = `  ${simple.join(' ')}`;
    const tail = joined.length <= HEADER_WIDTH ? [joined] : simple.map((line) => `  ${line}`);
    const head =
      first.length <= HEADER_WIDTH
        ? [first]
        : header.split('\n').slice(0, header.split('\n').indexOf(')') + 1);
    if (head.length > 1) return header;
    return [...head, ...kept, ...tail, 'as $function$'].join('\n');
  });
}
