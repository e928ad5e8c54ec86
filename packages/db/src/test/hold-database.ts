// Child process for the crash test: opens the embedded database, commits one waitlist row, says
// "ready" and waits to be killed.
import { createDatabase } from '../database';
import { waitlist } from '../schema/index';

const [dataDir, email] = process.argv.slice(2);
if (!dataDir || !email) throw new Error('usage: hold-database <dataDir> <email>');
const database = await createDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await database.db.insert(waitlist).values({ email });
process.stdout.write('ready\n');
setInterval(() => {}, 1_000);
