import { startTestStandIn } from './test-stand-in';

// Run by stand-in-process.ts: starts a stand-in on the port and data directory given and says where it is.
const [port = '0', dataDir] = process.argv.slice(2);
const standIn = await startTestStandIn(Number(port), dataDir ?? null);
console.log(`READY ${standIn.url}`);
