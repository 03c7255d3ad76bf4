import { describeHostileShard } from './hostile-corpus.ts';

// A quarter of the hostile-input corpus (test/hostile/README.md); the split is in hostile-corpus.ts.
describeHostileShard(3, 4);
