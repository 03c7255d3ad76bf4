import path from 'node:path';
import type { Element } from 'hast';
import { bytesHash, entryKey, isRecord, readJsonEntry } from '@accounts-docs/cache';
import type { CodeBlockStore } from '@accounts-docs/markdown';
import { writeJsonFile } from './compile-cache.ts';

/** What a page's file of highlighted blocks holds. */
interface StoredBlocks {
  blocks: Record<string, Element>;
}

/**
 * The highlighted code blocks of each page's last compile, one file per page in the build
 * cache (`code-blocks/`): a page edited between two builds finds its unchanged blocks there
 * and, when all are, the build never loads Shiki. Each compile replaces the page's file, so it
 * holds only the blocks of the page as it is. The file's name is a `code-blocks` entry key of the
 * page's path: another engine or Shiki looks for another file.
 */
export function diskCodeBlockStore(dir: string): CodeBlockStore {
  const fileOf = (page: string) => {
    const hash = entryKey('code-blocks', path.resolve(page));
    return path.join(dir, 'code-blocks', hash.slice(0, 2), `${hash}.json`);
  };
  // Keys hold the block's code: the file is keyed by their hashes.
  const short = (key: string) => bytesHash(key);
  return {
    async get(page, keys) {
      const found = new Map<string, Element>();
      // A file that is not a whole entry: nothing found, the page is highlighted.
      const stored = await readJsonEntry(fileOf(page), isStoredBlocks);
      if (!stored) return found;
      for (const key of keys) {
        const block = stored.blocks[short(key)];
        if (isRecord(block) && block.type === 'element') found.set(key, block as unknown as Element);
      }
      return found;
    },
    set(page, blocks) {
      const stored: StoredBlocks = { blocks: {} };
      for (const [key, block] of blocks) stored.blocks[short(key)] = block;
      // Serialised in the call (the tree changes after it). A lost write only costs highlighting.
      return writeJsonFile(fileOf(page), stored).catch(() => undefined);
    },
  };
}

function isStoredBlocks(value: unknown): value is StoredBlocks {
  return isRecord(value) && isRecord(value.blocks);
}

const MAX_BLOCKS_IN_MEMORY = 2000;

/**
 * Highlighted blocks in memory by key, whatever page they are on (watch mode: a block moved or
 * copied to another page is not highlighted again), in front of an optional store on disk.
 */
export function memoryCodeBlockStore(next?: CodeBlockStore): CodeBlockStore {
  const blocks = new Map<string, Element>();
  // The keys last handed to `next` for each page: a page compiled again with the same blocks
  // (its prose edited) has its file already.
  const written = new Map<string, string>();
  return {
    async get(page, keys) {
      const found = new Map<string, Element>();
      const missing: string[] = [];
      for (const key of keys) {
        const block = blocks.get(key);
        if (block) found.set(key, structuredClone(block));
        else missing.push(key);
      }
      if (next && missing.length > 0) for (const [key, block] of await next.get(page, missing)) found.set(key, block);
      return found;
    },
    set(page, highlighted) {
      // A key names its block's output: one already kept is these bytes.
      let fresh = [...highlighted].filter(([key]) => !blocks.has(key));
      if (blocks.size + fresh.length > MAX_BLOCKS_IN_MEMORY) {
        blocks.clear();
        fresh = [...highlighted];
      }
      for (const [key, block] of fresh) blocks.set(key, structuredClone(block));
      const keys = [...highlighted.keys()].join('\0');
      if (!next || written.get(page) === keys) return undefined;
      written.set(page, keys);
      // Not awaited: the next store is for later runs, and an edit's reload must not wait for
      // its file (its contents are taken now; a failed write only costs a later run a highlight).
      void Promise.resolve(next.set(page, highlighted)).catch(() => undefined);
      return undefined;
    },
  };
}
