import { startStandIn } from '../../../supabase/local/server';

// Run by stand-in-process.ts: starts a stand-in on the port and data directory given and says where it is.
const [port = '0', dataDir] = process.argv.slice(2);
const standIn = await startStandIn({ port: Number(port), dataDir: dataDir ?? null, quiet: true });
console.log(`READY ${standIn.url}`);
