// The statement that adds an owner account, shared by `npm run owner:create` and `npm run setup`.
// Both values are restricted (the username pattern, a base64 hash), but they are quoted as SQL
// literals anyway.
const literal = (text) => `'${text.replace(/'/g, "''")}'`;

export function ownerInsertSql(username, passwordHash) {
  return `INSERT INTO users (id, username, password) VALUES (${literal(crypto.randomUUID())}, ${literal(username)}, ${literal(passwordHash)});`;
}
