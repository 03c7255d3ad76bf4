import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopedInfima, type ScopedInfima } from '../src/infima.ts';

describe('scopedInfima: Infima applies inside .infima only, its variables at no specificity', () => {
  let infima: ScopedInfima;
  let selectors: string[];

  beforeAll(async () => {
    infima = await scopedInfima();
    selectors = [];
    postcss.parse(infima.css).walkRules((rule) => {
      if (!/keyframes$/i.test((rule.parent as { name?: string } | undefined)?.name ?? ''))
        selectors.push(...rule.selectors);
    });
  });

  it('scopes every selector but its variable defaults', () => {
    const unscoped = selectors.filter((s) => !s.includes(':where(.infima)'));
    // Only Infima's variable rules on the root: made of no specificity.
    for (const selector of unscoped)
      expect(selector).toMatch(/^:where\((?::root|html\[data-theme=dark\])\)$/);
    expect(unscoped).toContain(':where(:root)');
    expect(unscoped).toContain(':where(html[data-theme=dark])');
  });

  it('keeps the specificity of the scoped selectors (a class stays one class), and styles .infima as Infima styles html', () => {
    expect(selectors).toContain(':where(.infima) .container');
    expect(selectors).toContain(':where(.infima) .button');
    expect(selectors).toContain(':where(.infima)'); // html { font… } and body { margin… }
    expect(infima.css).toMatch(/:where\(\.infima\)\{[^}]*background-color:var\(--ifm-background-color\)/);
  });

  it("lists Infima's classes, to tell the pages that use them", () => {
    for (const name of [
      'container',
      'row',
      'col',
      'col--4',
      'hero',
      'hero__title',
      'button',
      'button--primary',
      'margin-bottom--lg',
      'text--center',
      'card',
      'badge',
      'alert',
    ])
      expect(infima.classes).toContain(name);
    expect(infima.classes).not.toContain('infima');
  });
});
