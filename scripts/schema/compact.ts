// pg-delta's formatter gives each clause of a trigger, policy, grant or `alter table` its own line and quotes
// every name; such statements read better on one line, with the shop's plain names unquoted, when they fit.
const WIDTH = 160;
const ROLES = /"(anon|authenticated|service_role|postgres)"/g;
const PUBLIC_NAME = /"public"\."([a-z_][a-z0-9_]*)"/g;

export function compactStatements(sql: string): string {
  return sql.replace(
    /^(?:create trigger|create policy|alter table|grant|revoke)\b[^;]*?;$/gms,
    (statement) => {
      if (statement.includes('$') || statement.includes("'")) return statement;
      const oneLine = statement
        .replace(/\s*\n\s*/g, ' ')
        .replace(PUBLIC_NAME, 'public.$1')
        .replace(ROLES, '$1');
      return oneLine.length <= WIDTH ? oneLine : statement;
    },
  );
}
