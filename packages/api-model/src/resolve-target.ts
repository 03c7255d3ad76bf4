import type { JSONOutput } from 'typedoc';
import type { ConvertContext } from './convert-context.ts';
import { typescriptLibUrl } from './external-urls.ts';
import type { ApiTarget } from './types.ts';

/**
 * Where a reference or link target leads: a declaration of the model (or its member), else
 * outside the model by name, with a URL when one is known.
 */
export function resolveTarget(
  target: number | JSONOutput.ReflectionSymbolId,
  name: string,
  context: ConvertContext,
  url?: string,
): ApiTarget {
  if (typeof target === 'number') {
    const found = context.targets.get(target);
    if (found) return found.member === undefined ? { declaration: found.declaration } : { ...found };
    return external(name, url);
  }
  // TypeDoc gives a symbol id (not a number) for what it did not document: externals and TypeScript's lib.
  return external(
    target.qualifiedName,
    url ?? (target.packageName === 'typescript' ? typescriptLibUrl(target.qualifiedName) : undefined),
  );
}

function external(name: string, url: string | undefined): ApiTarget {
  return url === undefined ? { external: name } : { external: name, url };
}
