import kebabCase from 'lodash.kebabcase';
import type { BlogFrontMatter } from './blog-front-matter.ts';
import type { DataFile } from './blog-data.ts';
import { joinRoute } from './blog-paths.ts';
import type { BlogTagRef } from './types.ts';

export interface DefinedTag extends BlogTagRef {
  inline: boolean;
}

/** `tags.yml`'s tags by key (`normalizeTagsFile`, utils-validation `tagsFile.ts`). */
export function tagsOf(file: DataFile | undefined, tagsBase: string): Map<string, DefinedTag> {
  const map = new Map<string, DefinedTag>();
  for (const { key, value } of file?.entries ?? []) {
    const label = typeof value.label === 'string' && value.label ? value.label : capitalize(key);
    const permalink =
      typeof value.permalink === 'string' && value.permalink ? kebabCase(value.permalink) : kebabCase(key);
    map.set(key, {
      label,
      route: joinRoute(tagsBase, permalink),
      ...(typeof value.description === 'string' ? { description: value.description } : {}),
      inline: false,
    });
  }
  return map;
}

/** A post's tags (`normalizeTags`, `@docusaurus/utils` `tags.ts`): defined ones by key, else inline. */
export function postTags(
  fields: BlogFrontMatter,
  defined: Map<string, DefinedTag>,
  tagsBase: string,
): DefinedTag[] {
  return (fields.tags ?? []).map((tag) => {
    if (typeof tag === 'string') {
      const known = defined.get(tag);
      if (known) return known;
      return { label: tag, route: joinRoute(tagsBase, kebabCase(tag)), inline: true };
    }
    return {
      label: tag.label,
      route: joinRoute(tagsBase, tag.permalink),
      ...(tag.description ? { description: tag.description } : {}),
      inline: true,
    };
  });
}

/** lodash's `capitalize`: the first character upper case, the rest lower. */
function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
