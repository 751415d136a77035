/**
 * The engine program's entry point: `npm run -s usi`, the `banmen-usi` bin, or an Electron
 * utilityProcess. No Electron import: the transport is detected at run time.
 */
import { attachInput, writeLine } from './transport.ts';
import { UsiFrontEnd } from './usi.ts';
import { startWorkerBackend } from './worker-backend.ts';

let front: UsiFrontEnd | null = null;
const backend = startWorkerBackend(
  (msg) => front!.handleReply(msg),
  (err) => {
    // A crash in the search thread is a bug: say so on the protocol, then exit non-zero so the host notices.
    writeLine(`info string engine error: ${err.message}`);
    process.exit(1);
  },
);
// Exit only once stdout has drained, so the last answer reaches the GUI (Windows pipes are asynchronous).
front = new UsiFrontEnd(backend, writeLine, () => process.stdout.write('', () => process.exit(0)));
attachInput(
  (line) => front!.handleLine(line),
  () => front!.handleLine('quit'),
);
