import { run } from './main.js';

if (process.env.GITHUB_ACTIONS === 'true') await run();
