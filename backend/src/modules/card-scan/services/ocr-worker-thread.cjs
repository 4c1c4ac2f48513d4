// tesseract.js's worker thread at a lower CPU priority: on a busy machine the API's requests (a
// visitor's submit) go first and a card waits a little longer. On Linux the niceness is per thread,
// and setpriority(0) names the calling thread: this OCR thread, not the API's event loop.
'use strict';

const os = require('node:os');

try {
  os.setPriority(0, 10);
} catch {
  // not allowed (some containers): the thread keeps the API's priority
}
require('tesseract.js/src/worker-script/node/index.js');
